import type { FastifyInstance } from 'fastify';
import type { ClosingPipeline } from '../../counter/closing-pipeline.ts';
import type { OtorisasiPort } from '../../counter/otorisasi.ts';
import type { Db } from '../../db/client.ts';
import { registerCashRoutes } from './cash.routes.ts';
import type { CashService } from './cash.service.ts';
import { registerHitungKasRoutes } from './hitung-kas.routes.ts';
import { createHitungKasService } from './hitung-kas.service.ts';

/**
 * Uang Kas: the cash book, money between till and bank, and the daily balances frozen at
 * closing. The service is made before the areas that book money through it (sales,
 * purchases); its routes and closing step come after theirs.
 */
export function registerCash(
  app: FastifyInstance,
  deps: { db: Db; service: CashService; otorisasi: OtorisasiPort; pipeline: ClosingPipeline },
): void {
  registerCashRoutes(app, deps.service);
  // Hitung Kas checks the count before the cash step freezes the day's balance.
  const hitungKas = createHitungKasService({ db: deps.db, otorisasi: deps.otorisasi });
  registerHitungKasRoutes(app, hitungKas);
  deps.pipeline.register(hitungKas.closingStep());
  deps.pipeline.register(deps.service.closingStep());
}
