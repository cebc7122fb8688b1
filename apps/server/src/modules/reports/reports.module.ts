import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { createExportPacer } from './export-pacer.ts';
import { registerPantauan } from './pantauan.routes.ts';
import type { PantauanService } from './pantauan.service.ts';
import { registerReportOptionsRoutes } from './report-options.routes.ts';
import { registerReportsRoutes } from './reports.routes.ts';
import { createReportsService, type ReportsOptions, type ReportsService } from './reports.service.ts';

/** Laporan: the report engine over every area's tables (read only), and Pantauan's summary. */
export function registerReports(
  app: FastifyInstance,
  deps: {
    db: Db;
    pinned: Database['pinned'];
    pantauan: PantauanService;
    options?: ReportsOptions;
  },
): ReportsService {
  const pacer = createExportPacer();
  pacer.watch(app.server);
  const service = createReportsService({ db: deps.db, pinned: deps.pinned, options: deps.options, pacer });
  registerReportsRoutes(app, service, pacer);
  registerReportOptionsRoutes(app, service);
  // Pantauan's counts beside its list (the report `pantauan`), over the same sources.
  registerPantauan(app, { service: deps.pantauan });
  return service;
}
