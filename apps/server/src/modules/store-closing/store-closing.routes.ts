import {
  AppError,
  type ClosedStoreResult,
  closeStoreRefusalSchema,
  closeStoreRequestSchema,
  closeStoreResponseSchema,
  conflict,
  SOCKET_EVENTS,
  TEXTS,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Server } from 'socket.io';
import { authOf } from '../../plugins/access-guard.ts';
import { rooms, type SocketData } from '../../plugins/realtime.ts';
import type { AccessService } from '../access/access.service.ts';
import type { StoreClosingService } from './store-closing.service.ts';

export function registerStoreClosingRoutes(
  app: FastifyInstance,
  deps: { service: StoreClosingService; access: AccessService; io: Server },
): void {
  const { service, access, io } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Any signed-in user may close the day (the date block forces it on whoever is at the counter).
  api.post(
    '/api/system/close',
    {
      config: { access: { signedIn: true, duringDateBlock: true, closesTheDay: true } },
      schema: { body: closeStoreRequestSchema, response: { 200: closeStoreResponseSchema } },
    },
    async (request) => {
      const auth = authOf(request);
      const result = await service.closeStore(auth, (progress) => {
        io.to(rooms.session(auth.sessionId)).emit(SOCKET_EVENTS.closedStoreProgress, progress);
      });
      io.to(rooms.shop(auth.kodeToko)).emit(SOCKET_EVENTS.closedStoreDone, { closed_by: auth.userId });
      return result;
    },
  );

  // The same closing started over the socket; the ack carries the outcome.
  io.on('connection', (socket) => {
    socket.on(
      SOCKET_EVENTS.startClosedStore,
      async (_payload: unknown, ack?: (result: ClosedStoreResult) => void) => {
        const reply = typeof ack === 'function' ? ack : () => {};
        try {
          // Re-check the token now: the day may have been closed since the socket connected,
          // and then this closing lost to that one.
          const { token } = socket.data as SocketData;
          const auth = await access.authenticate(token).catch(async (error: unknown) => {
            if (await access.endedByClosing(token)) throw conflict(TEXTS.closingInProgress);
            throw error;
          });
          const result = await service.closeStore(auth, (progress) =>
            socket.emit(SOCKET_EVENTS.closedStoreProgress, progress),
          );
          io.to(rooms.shop(auth.kodeToko)).emit(SOCKET_EVENTS.closedStoreDone, { closed_by: auth.userId });
          reply({ ok: true, message: result.message, tgl_system: result.tgl_system });
        } catch (error) {
          if (!(error instanceof AppError)) {
            app.log.error({ err: error }, 'closing over socket failed');
            return reply({ ok: false, message: TEXTS.closeFailed });
          }
          const refusal = closeStoreRefusalSchema.safeParse({ ...error.details, message: error.message });
          reply({
            ok: false,
            message: error.message,
            ...(refusal.success && { blockers: refusal.data.blockers }),
          });
        }
      },
    );
  });
}
