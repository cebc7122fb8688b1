import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { createExportPacer } from './export-pacer.ts';
import { registerPantauan } from './pantauan.routes.ts';
import { createPantauanService } from './pantauan.service.ts';
import { registerReportOptionsRoutes } from './report-options.routes.ts';
import { registerReportsRoutes } from './reports.routes.ts';
import { createReportsService, type ReportsOptions, type ReportsService } from './reports.service.ts';

/** Laporan: the report engine over every area's tables (read only), and Pantauan's summary. */
export function registerReports(
  app: FastifyInstance,
  deps: { db: Db; pinned: Database['pinned']; options?: ReportsOptions },
): ReportsService {
  const pacer = createExportPacer();
  pacer.watch(app.server);
  const service = createReportsService({ ...deps, pacer });
  registerReportsRoutes(app, service, pacer);
  registerReportOptionsRoutes(app, service);
  // Pantauan's counts beside its list (the report `pantauan`), over the same sources.
  registerPantauan(app, { service: createPantauanService({ db: deps.db }) });
  return service;
}
