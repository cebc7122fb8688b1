import type { FastifyInstance } from 'fastify';
import { registerPapanHargaRoutes } from './papan-harga.routes.ts';
import { createPapanHargaService } from './papan-harga.service.ts';

/** Papan Harga (issue 30): the public price board's answer (its nudge is a hook of the whole app). */
export function registerPapanHarga(
  app: FastifyInstance,
  deps: Parameters<typeof createPapanHargaService>[0],
): void {
  registerPapanHargaRoutes(app, createPapanHargaService(deps));
}
