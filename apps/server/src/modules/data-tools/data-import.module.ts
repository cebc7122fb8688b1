import type { FastifyInstance } from 'fastify';
import type { DailyRollups } from '../../counter/document-chart.ts';
import type { Db } from '../../db/client.ts';
import type { Metrics } from '../../plugins/metrics.ts';
import type { CashImport } from '../cash/cash-import.service.ts';
import { barangSummaryImportHandler } from './barang-summary-import.ts';
import { registerDataImportRoutes } from './data-import.routes.ts';
import { createDataImportService, type DataImportService, ImportHandlers } from './data-import.service.ts';
import { pembelianImportHandler } from './import-pembelian.ts';
import { penjualanImportHandler } from './import-penjualan.ts';
import { keuanganImportHandler } from './keuangan-import.ts';
import { MASTER_IMPORTS, masterImportHandler } from './master-import.ts';

/**
 * Import Data (issue 16, decision 024): the framework (jobs, parts, staging, one
 * transaction per file) and the registry of types. Each type is an ImportHandler.
 */
export function registerDataImport(
  app: FastifyInstance,
  deps: { db: Db; rollups: DailyRollups; cashImport: CashImport; metrics?: Pick<Metrics, 'importFinished'> },
): { service: DataImportService; handlers: ImportHandlers } {
  const handlers = new ImportHandlers().register(
    ...MASTER_IMPORTS.map(masterImportHandler),
    penjualanImportHandler(deps.rollups.penjualan),
    pembelianImportHandler(deps.rollups.pembelian),
    keuanganImportHandler('keuangan_cash', deps.cashImport),
    keuanganImportHandler('keuangan_non_cash', deps.cashImport),
    barangSummaryImportHandler,
  );
  const service = createDataImportService({ db: deps.db, handlers, log: app.log, metrics: deps.metrics });
  registerDataImportRoutes(app, service);
  // A job a crash or a closed page left open fails at start, so its staged rows go.
  app.addHook('onReady', async () => {
    await service.failAbandoned();
  });
  app.addHook('onClose', () => service.drain());
  return { service, handlers };
}
