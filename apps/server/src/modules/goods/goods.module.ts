import type { FastifyInstance } from 'fastify';
import type { ClosingPipeline } from '../../counter/closing-pipeline.ts';
import type { OtorisasiPort } from '../../counter/otorisasi.ts';
import type { Db } from '../../db/client.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { registerCucianRoutes } from './cucian.routes.ts';
import { createCucianService } from './cucian.service.ts';
import { registerGoodsRoutes } from './goods.routes.ts';
import { createGoodsService, type GoodsService } from './goods.service.ts';
import { registerHancurBarangRoutes } from './hancur-barang.routes.ts';
import { createHancurBarangService } from './hancur-barang.service.ts';
import { registerKirimBarangRoutes } from './kirim-barang.routes.ts';
import { createKirimBarangService } from './kirim-barang.service.ts';
import { registerPenerimaanBarangRoutes } from './penerimaan-barang.routes.ts';
import { createPenerimaanBarangService } from './penerimaan-barang.service.ts';
import { registerPindahBarangRoutes } from './pindah-barang.routes.ts';
import { createPindahBarangService } from './pindah-barang.service.ts';
import { registerPindahSortirRoutes } from './pindah-sortir.routes.ts';
import { createPindahSortirService } from './pindah-sortir.service.ts';
import { stockClosingStep } from './stock-ledger.ts';
import { registerTimbangBakiRoutes } from './timbang-baki.routes.ts';
import { createTimbangBakiService } from './timbang-baki.service.ts';

/**
 * Barang and Sepuhan: items, receiving, moves, weighing, destroying, sending between shops,
 * washing and sorting bought-back gold; and their closing steps.
 */
export function registerGoods(
  app: FastifyInstance,
  deps: {
    db: Db;
    masterData: MasterDataService;
    otorisasi: OtorisasiPort;
    pipeline: ClosingPipeline;
    fileUrl: (key: string) => string;
  },
): GoodsService {
  const { db, masterData } = deps;
  const goods = createGoodsService({ db, masterData, fileUrl: deps.fileUrl });
  registerGoodsRoutes(app, goods);
  registerPenerimaanBarangRoutes(app, createPenerimaanBarangService({ db, goods }));
  registerPindahBarangRoutes(app, createPindahBarangService({ db, masterData }));
  const timbang = createTimbangBakiService({ db, masterData });
  registerTimbangBakiRoutes(app, timbang);
  registerHancurBarangRoutes(app, createHancurBarangService({ db, masterData, otorisasi: deps.otorisasi }));
  registerKirimBarangRoutes(app, { db, service: createKirimBarangService({ db, masterData }) });
  registerCucianRoutes(app, createCucianService({ db, goods, otorisasi: deps.otorisasi }));
  registerPindahSortirRoutes(app, createPindahSortirService({ db, masterData }));
  // An open weighing must be finished or reset before the day closes; then balances roll forward.
  deps.pipeline.register(timbang.closingStep());
  deps.pipeline.register(stockClosingStep);
  return goods;
}
