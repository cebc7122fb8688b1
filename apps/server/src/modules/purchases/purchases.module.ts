import { pembelianChartQuerySchema } from '@toko/shared';
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
import type { PenjualanService } from '../sales/penjualan.service.ts';
import type { CounterDeps } from './counter-deps.ts';
import { registerPembelianRoutes } from './pembelian.routes.ts';
import { createPembelianService, type PembelianService } from './pembelian.service.ts';
import { createPembelianChart } from './pembelian-chart.repository.ts';
import { registerTukarRoutes } from './tukar.routes.ts';
import { TukarService } from './tukar.service.ts';

/**
 * Pembelian: buying gold back, validating and cancelling; the day cannot close over
 * unvalidated buybacks. Tukar: a sale paid with gold brought in, a sale and a buyback at once.
 */
export function registerPurchases(
  app: FastifyInstance,
  deps: {
    db: Db;
    masterData: MasterDataService;
    goods: GoodsService;
    hargaEmas: HargaEmasService;
    otorisasi: OtorisasiPort;
    members: MembersService;
    cash: CashService;
    penjualan: PenjualanService;
    pipeline: ClosingPipeline;
    /** The one-call dashboard this document's figures join. */
    dashboard: DashboardBoard;
    notaSigner: CounterDeps['notaSigner'];
  },
): PembelianService {
  const service = createPembelianService(deps);
  registerPembelianRoutes(app, service);
  const chart = createPembelianChart(deps);
  registerDocumentChartRoute(app, deps.dashboard, 'pembelian', pembelianChartQuerySchema, chart);
  registerTukarRoutes(app, new TukarService({ ...deps, pembelian: service }));
  deps.pipeline.register(service.closingStep());
  // The closing runs every check before any roll-forward: the day's buybacks are final when this freezes them (decision 017).
  deps.pipeline.register(chart.closingStep());
  return service;
}
