import { penjualanChartQuerySchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ClosingPipeline } from '../../counter/closing-pipeline.ts';
import type { DashboardBoard } from '../../counter/dashboard.ts';
import { registerDocumentChartRoute } from '../../counter/document-chart.routes.ts';
import type { OtorisasiPort } from '../../counter/otorisasi.ts';
import type { Db } from '../../db/client.ts';
import type { CashService } from '../cash/cash.service.ts';
import type { GoodsService } from '../goods/goods.service.ts';
import type { HargaEmasService } from '../harga-emas/harga-emas.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { CounterDeps } from './counter-deps.ts';
import { registerPenjualanRoutes } from './penjualan.routes.ts';
import { createPenjualanService, type OrderCollector, type PenjualanService } from './penjualan.service.ts';
import { createPenjualanChart } from './penjualan-chart.repository.ts';
import { registerTitipanRoutes } from './titipan.routes.ts';
import { createTitipanService } from './titipan.service.ts';

/**
 * Penjualan and titipan: selling, deposits, validating and cancelling; the day cannot
 * close over unvalidated sales or deposits.
 */
export function registerSales(
  app: FastifyInstance,
  deps: {
    db: Db;
    masterData: MasterDataService;
    goods: GoodsService;
    hargaEmas: HargaEmasService;
    otorisasi: OtorisasiPort;
    members: MembersService;
    cash: CashService;
    pipeline: ClosingPipeline;
    /** The one-call dashboard this document's figures join. */
    dashboard: DashboardBoard;
    /** Orders collected at the counter (pesanan). */
    pesanan: OrderCollector;
    notaSigner: CounterDeps['notaSigner'];
  },
): PenjualanService {
  const titipan = createTitipanService(deps);
  const service = createPenjualanService({ ...deps, titipan });
  registerPenjualanRoutes(app, service);
  registerTitipanRoutes(app, titipan);
  const chart = createPenjualanChart(deps);
  registerDocumentChartRoute(app, deps.dashboard, 'penjualan', penjualanChartQuerySchema, chart);
  deps.pipeline.register(service.closingStep());
  deps.pipeline.register(titipan.closingStep());
  // The closing runs every check before any roll-forward: the day's sales are final when this freezes them (decision 017).
  deps.pipeline.register(chart.closingStep());
  return service;
}
