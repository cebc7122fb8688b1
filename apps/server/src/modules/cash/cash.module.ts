import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import type { ClosingPipeline } from '../store-closing/store-closing.service.ts';
import { registerCashRoutes } from './cash.routes.ts';
import { createCashService } from './cash.service.ts';

/** Uang Kas: the cash book, money between till and bank, and the daily balances frozen at closing. */
export function registerCash(
  app: FastifyInstance,
  deps: { db: Db; masterData: MasterDataService; pipeline: ClosingPipeline },
): void {
  const service = createCashService(deps);
  registerCashRoutes(app, service);
  deps.pipeline.register(service.closingStep());
}
