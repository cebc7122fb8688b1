import type { FastifyInstance } from 'fastify';
import type { ClosingPipeline } from '../../counter/closing-pipeline.ts';
import type { Db } from '../../db/client.ts';
import { registerHargaEmasRoutes } from './harga-emas.routes.ts';
import { createHargaEmasService, type HargaEmasService } from './harga-emas.service.ts';

/** Master Parameter Harga Emas: its routes, and its step of closing the day. */
export function registerHargaEmas(
  app: FastifyInstance,
  deps: { db: Db; pipeline: ClosingPipeline },
): HargaEmasService {
  const service = createHargaEmasService({ db: deps.db });
  registerHargaEmasRoutes(app, service);
  deps.pipeline.register(service.closingStep());
  return service;
}
