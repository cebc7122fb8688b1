import type { FastifyInstance } from 'fastify';
import type { ClosingPipeline } from '../../counter/closing-pipeline.ts';
import type { OtorisasiPort } from '../../counter/otorisasi.ts';
import type { Db } from '../../db/client.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { registerStockOpnameRoutes } from './stock-opname.routes.ts';
import { createStockOpnameService } from './stock-opname.service.ts';

/** Stock opname of a tray, a received document or the whole shop; the day cannot close while one is open. */
export function registerStockOpname(
  app: FastifyInstance,
  deps: { db: Db; masterData: MasterDataService; otorisasi: OtorisasiPort; pipeline: ClosingPipeline },
): void {
  const service = createStockOpnameService(deps);
  registerStockOpnameRoutes(app, service);
  deps.pipeline.register(service.closingStep());
}
