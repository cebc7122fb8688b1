import { serviceChartQuerySchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ClosingPipeline } from '../../counter/closing-pipeline.ts';
import type { DashboardBoard } from '../../counter/dashboard.ts';
import { registerDocumentChartRoute } from '../../counter/document-chart.routes.ts';
import type { OtorisasiPort } from '../../counter/otorisasi.ts';
import type { Db } from '../../db/client.ts';
import type { CashService } from '../cash/cash.service.ts';
import type { DocumentPhotoService } from '../images/document-photos.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import type { MembersService } from '../members/members.service.ts';
import { registerServiceRoutes } from './service.routes.ts';
import { createServiceRepairService } from './service.service.ts';
import { createServiceChart } from './service-chart.repository.ts';

/**
 * Service (repairs): taking pieces in, validating, finishing, handing back, cancelling;
 * the day cannot close over unvalidated services.
 */
export function registerServiceRepair(
  app: FastifyInstance,
  deps: {
    db: Db;
    masterData: MasterDataService;
    otorisasi: OtorisasiPort;
    members: MembersService;
    cash: CashService;
    pipeline: ClosingPipeline;
    /** The one-call dashboard this document's figures join. */
    dashboard: DashboardBoard;
    documentPhotos: DocumentPhotoService;
  },
): void {
  const service = createServiceRepairService(deps);
  registerServiceRoutes(app, service);
  const chart = createServiceChart(deps);
  registerDocumentChartRoute(app, deps.dashboard, 'service', serviceChartQuerySchema, chart);
  deps.pipeline.register(service.closingStep());
  // Every check runs before any roll-forward: the day's services are final when this freezes them.
  deps.pipeline.register(chart.closingStep());
}
