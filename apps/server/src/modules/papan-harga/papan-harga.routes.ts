import { kodeTokoPublikSchema, papanHargaSchema, SOCKET_EVENTS } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Server } from 'socket.io';
import { z } from 'zod';
import { rooms } from '../../plugins/realtime.ts';
import type { PapanHargaService } from './papan-harga.service.ts';

/** Writes after which a shop's boards look again: its prices, its settings (the board's switch, rounding), its closing. */
const CHANGES_THE_BOARD = new Set([
  '/api/harga-emas',
  '/api/para-system/key/:key',
  '/api/system/close',
  '/api/toko/current',
]);

/**
 * GET /api/public/papan-harga/:kode_toko, for anyone (rate-limited per address by the public
 * pages' limit): the shop's prices of the day, or 404 while its board is off. A proxy may keep
 * an answer 5 s; a board told of a change asks past it.
 */
export function registerPapanHargaRoutes(app: FastifyInstance, service: PapanHargaService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/public/papan-harga/:kode_toko',
    {
      config: { access: { public: true } },
      schema: {
        params: z.object({ kode_toko: kodeTokoPublikSchema }),
        response: { 200: papanHargaSchema },
      },
    },
    async (request, reply) => {
      const papan = await service.papan(request.params.kode_toko);
      reply.header('Cache-Control', 'public, max-age=5');
      return papan;
    },
  );
}

/**
 * Tells a shop's boards (their socket room) that a write changed what they show: a price, a
 * setting (the board's switch, the rounding), the shop's data, the closing. The board asks again.
 * A hook of the whole app: added before the routes, so theirs reach it.
 */
export function nudgePapanHargaOnChanges(app: FastifyInstance, io: Server): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'POST' && request.method !== 'PUT') return;
    if (reply.statusCode >= 300 || !CHANGES_THE_BOARD.has(request.routeOptions.url ?? '')) return;
    const kodeToko = request.auth?.kodeToko;
    if (kodeToko) io.to(rooms.papanHarga(kodeToko)).emit(SOCKET_EVENTS.hargaBerubah);
  });
}
