import type { FastifyInstance } from 'fastify';
import { registerCekNotaRoutes } from './cek-nota.routes.ts';
import { createCekNotaService } from './cek-nota.service.ts';

/** Cek Nota (issue 30): the public answer a receipt's QR code opens. */
export function registerCekNota(
  app: FastifyInstance,
  deps: Parameters<typeof createCekNotaService>[0],
): void {
  registerCekNotaRoutes(app, createCekNotaService(deps));
}
