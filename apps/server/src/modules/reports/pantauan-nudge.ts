import { type PantauanBerubah, SOCKET_EVENTS } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { rooms } from '../../plugins/realtime.ts';

/** At most one nudge per shop in this long; a write meanwhile is told when it ends. */
const NUDGE_MS = 2_000;

/**
 * Live Pantauan (issue 29): every successful write of a menu's screen may be an exception
 * (a price below the system, a cancellation, money out, a count…), so owner levels' sockets
 * are told which shop wrote, and their Pantauan page looks again. Which writes raise which
 * kind is the sources' business, not this hook's: it nudges, the page asks. Per shop, at most
 * one nudge every NUDGE_MS, the last write of a burst always told.
 */
export function nudgePantauanOnWrites(app: FastifyInstance, io: Server): void {
  const waiting = new Map<string, { again: boolean }>();
  const nudge = (kodeToko: string) => {
    const payload: PantauanBerubah = { kode_toko: kodeToko };
    io.to(rooms.pantauan).emit(SOCKET_EVENTS.pantauanBerubah, payload);
    const state = { again: false };
    waiting.set(kodeToko, state);
    setTimeout(() => {
      waiting.delete(kodeToko);
      if (state.again) nudge(kodeToko);
    }, NUDGE_MS).unref();
  };
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 300) return;
    // The shop's business: a route of a menu item. Signing in or out, a password, the
    // closing itself are nobody's exception.
    const access = request.routeOptions.config.access;
    if (!access || !('menu' in access)) return;
    const kodeToko = request.auth?.kodeToko;
    if (!kodeToko) return;
    const state = waiting.get(kodeToko);
    if (state) state.again = true;
    else nudge(kodeToko);
  });
}
