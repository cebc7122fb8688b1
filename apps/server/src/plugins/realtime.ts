import { createAdapter } from '@socket.io/postgres-adapter';
import {
  hasFullAccess,
  kodeTokoPublikSchema,
  PAPAN_HARGA_SOCKET_AUTH,
  SOCKET_PATH,
  TEXTS,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { AuthContext, Authenticator } from './auth-context.ts';

/** A signed-in page's socket, or a public price board's (no token, one shop's prices only). */
export type SocketData =
  | { token: string; auth: AuthContext; papanHarga?: undefined }
  | { token: ''; auth?: undefined; papanHarga: string };

export type AppSocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  SocketData
>;

export const rooms = {
  session: (sessionId: number) => `session:${sessionId}`,
  shop: (kodeToko: string) => `toko:${kodeToko}`,
  /** Owner levels of the whole chain: Pantauan's live nudges (issue 29). */
  pantauan: 'pantauan',
  /** A shop's public price boards (issue 30): told only that its prices changed. */
  papanHarga: (kodeToko: string) => `papan-harga:${kodeToko}`,
};

/**
 * The pool as the socket.io adapter should see it (it calls only `query` and `connect`):
 * - The adapter sends each message with a `pool.query('SELECT pg_notify(...)')` of its own;
 *   on a pool of several connections two messages sent back to back commit in either order,
 *   and a closing's 100 % reached a socket on the other process before its 95 %. Its queries
 *   here run one after another, so the notifications commit, and arrive, in order.
 * - It keeps one connection checked out for LISTEN and, when PostgreSQL ends it (a restart),
 *   takes a new one without releasing the dead one: every restart would cost the pool one of
 *   its connections for good. Here a checked-out connection that ends is released (with the
 *   error, so the pool drops it).
 */
function adapterPool(pool: pg.Pool): pg.Pool {
  let previous: Promise<unknown> = Promise.resolve();
  const face = {
    query(text: string, values?: unknown[]) {
      const next = previous.then(() => pool.query(text, values));
      previous = next.catch(() => {});
      return next;
    },
    async connect() {
      const client = await pool.connect();
      const release = client.release;
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off('end', ended);
        release(error);
      };
      const ended = () => releaseOnce(new Error('Koneksi LISTEN PostgreSQL berakhir'));
      client.on('end', ended);
      client.release = releaseOnce;
      return client;
    },
  };
  return face as unknown as pg.Pool;
}

/**
 * socket.io shares Fastify's HTTP server but not its hooks, so the handshake is
 * authenticated here with the same token check as the API. On PostgreSQL the
 * adapter lets server processes behind a load balancer reach each other's sockets.
 */
export function createRealtime(
  app: FastifyInstance,
  access: Authenticator,
  options: { pool?: pg.Pool | undefined; publicAllowed?: (address: string) => boolean } = {},
): Server {
  const { pool } = options;
  const io = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
  if (pool)
    io.adapter(
      createAdapter(adapterPool(pool), {
        errorHandler: (error) => app.log.warn({ err: error }, 'socket adapter'),
      }),
    );
  io.use(async (socket, next) => {
    try {
      const token = String(socket.handshake.auth?.token ?? socket.handshake.headers['x-auth-token'] ?? '');
      const board = socket.handshake.auth?.[PAPAN_HARGA_SOCKET_AUTH];
      if (!token && board !== undefined) {
        // A price board: no user, one shop's room, counted with the public pages' requests.
        const kode = kodeTokoPublikSchema.safeParse(board);
        if (!kode.success) return next(new Error(TEXTS.papanHarga.tokoTidakDikenal));
        if (options.publicAllowed && !options.publicAllowed(socket.handshake.address))
          return next(new Error(TEXTS.tooManyRequests));
        socket.data = { token: '', papanHarga: kode.data } satisfies SocketData;
        return next();
      }
      const auth = await access.authenticate(token);
      socket.data = { token, auth } satisfies SocketData;
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error(String(error)));
    }
  });
  io.on('connection', (socket) => {
    const { auth, papanHarga } = socket.data as SocketData;
    if (papanHarga !== undefined) {
      void socket.join(rooms.papanHarga(papanHarga));
      return;
    }
    if (!auth) return;
    const joined = [rooms.session(auth.sessionId), rooms.shop(auth.kodeToko)];
    if (hasFullAccess(auth.level)) joined.push(rooms.pantauan);
    void socket.join(joined);
  });
  // The HTTP server's close waits for every open connection, and a browser's socket never
  // ends by itself: SIGTERM with a page open hung for ever. So the sockets are ended first
  // (preClose), without waiting there for the HTTP server: preClose runs under the plugin
  // timeout, and an export still streaming would outlast it. The rest of socket.io (its
  // adapter) closes after the HTTP server, as before.
  app.addHook('preClose', () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
  return io;
}
