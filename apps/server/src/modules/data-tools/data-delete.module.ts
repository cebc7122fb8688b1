import type { FastifyInstance } from 'fastify';
import type { DailyRollups } from '../../counter/document-chart.ts';
import type { Db } from '../../db/client.ts';
import type { CashService } from '../cash/cash.service.ts';
import { registerDataDeleteRoutes } from './data-delete.routes.ts';
import { createDataDeleteService } from './data-delete.service.ts';

/** Delete Data: a period of closed days' sales, buybacks, cash book or stock balances (decision 025). */
export function registerDataDelete(
  app: FastifyInstance,
  deps: { db: Db; cash: CashService; rollups: DailyRollups },
): void {
  registerDataDeleteRoutes(app, createDataDeleteService(deps));
}
