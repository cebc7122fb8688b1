import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OtorisasiService } from '../access/otorisasi.service.ts';
import type { GoodsService } from '../goods/goods.service.ts';
import type { HargaEmasService } from '../harga-emas/harga-emas.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { PenjualanService } from '../sales/penjualan.service.ts';
import type { ClosingPipeline } from '../store-closing/store-closing.service.ts';
import { registerPembelianRoutes } from './pembelian.routes.ts';
import { createPembelianService } from './pembelian.service.ts';

/** Pembelian: buying gold back, validating and cancelling; the day cannot close over unvalidated buybacks. */
export function registerPurchases(
  app: FastifyInstance,
  deps: {
    db: Db;
    masterData: MasterDataService;
    goods: GoodsService;
    hargaEmas: HargaEmasService;
    otorisasi: OtorisasiService;
    members: MembersService;
    penjualan: PenjualanService;
    pipeline: ClosingPipeline;
  },
): void {
  const service = createPembelianService(deps);
  registerPembelianRoutes(app, service);
  deps.pipeline.register(service.closingStep());
}
