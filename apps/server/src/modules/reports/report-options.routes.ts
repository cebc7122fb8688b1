import { REPORT_NAMES, reportMenuKey, reportUserOptionSchema, reportUsersQuerySchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { ReportsService } from './reports.service.ts';

/** Every report's menu: holding any one of them opens the filter options. */
const ANY_REPORT_MENU = REPORT_NAMES.map(reportMenuKey);

/**
 * `GET laporan/options/users?kode_toko=`: scoped like a report (owner levels choose the shop).
 * Only ids and names, never a level or a login, so it can be open to any report reader
 * (users/get/all stays behind the user-management menus).
 */
export function registerReportOptionsRoutes(app: FastifyInstance, service: ReportsService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/laporan/options/users',
    {
      config: { access: { menu: ANY_REPORT_MENU } },
      schema: { querystring: reportUsersQuerySchema, response: { 200: z.array(reportUserOptionSchema) } },
    },
    (request) => service.userOptions(authOf(request), request.query.kode_toko),
  );
}
