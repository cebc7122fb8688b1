import { penjualanChartQuerySchema, penjualanChartSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { PenjualanChartService } from './penjualan-chart.service.ts';

/**
 * The dashboard's sales cards and chart (SPEC §7 `penjualan/chart?type=today|monthly`).
 * The static segment wins over `penjualan/:no_faktur_group` in Fastify's router, so
 * "chart" is never read as a receipt number.
 */
export function registerPenjualanChartRoutes(app: FastifyInstance, service: PenjualanChartService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/penjualan/chart',
    {
      config: { access: { menu: ['dashboard'] } },
      schema: { querystring: penjualanChartQuerySchema, response: { 200: penjualanChartSchema } },
    },
    (request) => {
      const auth = authOf(request);
      // The shop's business date, not the clock: "today" is the day not yet closed.
      return service.chart(auth.kodeToko, auth.tglSystem, request.query.type);
    },
  );
}
