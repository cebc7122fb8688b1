import { type DashboardResource, dashboardChartSchema, dashboardSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authOf } from '../plugins/access-guard.ts';
import type { DashboardBoard } from './dashboard.ts';
import type { DocumentChart } from './document-chart.ts';

/**
 * A counter document's dashboard cards and chart (SPEC §7 `{base}/chart?type=today|monthly`),
 * behind the dashboard's menu, and its place on the one-call dashboard. The static segment
 * wins over `{base}/:no_faktur_group` in Fastify's router, so "chart" is never read as a
 * receipt number.
 */
export function registerDocumentChartRoute(
  app: FastifyInstance,
  dashboard: DashboardBoard,
  base: DashboardResource,
  query: z.ZodType<{ type: 'today' | 'monthly' }>,
  chart: DocumentChart,
): void {
  dashboard.add(base, chart);
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/${base}/chart`,
    {
      config: { access: { menu: ['dashboard'] } },
      schema: { querystring: query, response: { 200: dashboardChartSchema } },
    },
    (request) => {
      const auth = authOf(request);
      // The shop's business date, not the clock: "today" is the day not yet closed.
      return chart.chart(auth.kodeToko, auth.tglSystem, request.query.type);
    },
  );
}

/** `GET dashboard`: every document's cards and charts the caller may see, in one answer. */
export function registerDashboardRoute(app: FastifyInstance, dashboard: DashboardBoard): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/dashboard',
      { config: { access: { menu: ['dashboard'] } }, schema: { response: { 200: dashboardSchema } } },
      (request) => dashboard.figures(authOf(request)),
    );
}
