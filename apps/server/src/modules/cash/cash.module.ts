import type { FastifyInstance } from 'fastify';
import type { ClosingPipeline } from '../../counter/closing-pipeline.ts';
import { registerCashRoutes } from './cash.routes.ts';
import type { CashService } from './cash.service.ts';

/**
 * Uang Kas: the cash book, money between till and bank, and the daily balances frozen at
 * closing. The service is made before the areas that book money through it (sales,
 * purchases); its routes and closing step come after theirs.
 */
export function registerCash(
  app: FastifyInstance,
  deps: { service: CashService; pipeline: ClosingPipeline },
): void {
  registerCashRoutes(app, deps.service);
  deps.pipeline.register(deps.service.closingStep());
}
