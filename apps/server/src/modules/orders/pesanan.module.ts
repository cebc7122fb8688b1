import { pesananChartQuerySchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ClosingPipeline } from '../../counter/closing-pipeline.ts';
import type { DashboardBoard } from '../../counter/dashboard.ts';
import { registerDocumentChartRoute } from '../../counter/document-chart.routes.ts';
import type { DocumentPhotoService } from '../images/document-photos.service.ts';
import type { CounterDeps } from './counter-deps.ts';
import { registerPesananRoutes } from './pesanan.routes.ts';
import { createPesananService, type PesananService } from './pesanan.service.ts';
import { createPesananChart } from './pesanan-chart.repository.ts';

/**
 * Pesanan: taking orders, validating and cancelling them; a piece added for an order
 * makes it DONE; the day cannot close over unvalidated orders.
 */
export function registerPesanan(
  app: FastifyInstance,
  deps: CounterDeps & {
    pipeline: ClosingPipeline;
    documentPhotos: DocumentPhotoService;
    /** The one-call dashboard this document's figures join. */
    dashboard: DashboardBoard;
  },
): PesananService {
  const service = createPesananService(deps);
  registerPesananRoutes(app, service);
  deps.goods.onOrderPiece((tx, actor, piece) => service.pieceMade(tx, actor, piece));
  const chart = createPesananChart(deps);
  registerDocumentChartRoute(app, deps.dashboard, 'pesanan', pesananChartQuerySchema, chart);
  deps.pipeline.register(service.closingStep());
  // After every check: the day's orders are final when the roll-up freezes them (decision 017).
  deps.pipeline.register(chart.closingStep());
  return service;
}
