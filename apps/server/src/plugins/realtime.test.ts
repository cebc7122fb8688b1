import type { AddressInfo } from 'node:net';
import { SOCKET_PATH } from '@toko/shared';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

// SIGTERM runs app.close(): the HTTP server only finishes closing once every connection has
// ended, and a signed-in page keeps its socket open for ever. Closed in onClose (after the
// HTTP server) the socket held `npm start` and every restart of a test server; preClose ends it first.
it('closes while a signed-in page still holds its socket open', async () => {
  const t = await createTestApp();
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: SOCKET_PATH,
      auth: { token: await t.login('PST', 'KASIR') },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    const closed = await Promise.race([
      t.app.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open after 5 s'), 5_000)),
    ]);
    expect(closed).toBe('closed');
    // The page learns it at once (and reconnects to whichever server comes back).
    expect(await disconnected).toBe('transport close');
    socket.close();
  } finally {
    await t.close();
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.TEST_DATABASE_URL)('socket adapter on PostgreSQL', () => {
  it('gives back its LISTEN connection each time PostgreSQL ends it: restarts cost the pool nothing', async () => {
    const t = await createTestApp();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const pool = t.database.pool as pg.Pool;
      const [{ name }] = (await pool.query<{ name: string }>('select current_database() as name')).rows as [
        { name: string },
      ];
      const listening = async () =>
        (
          await admin.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where datname = $1 and query like 'LISTEN%'`,
            [name],
          )
        ).rows[0]?.n ?? 0;
      /** The adapter listens again after a reconnection delay of 1 to 3 s. */
      const untilListening = async () => {
        for (let tries = 0; tries < 100 && (await listening()) === 0; tries += 1) await sleep(100);
      };
      await untilListening();
      for (let round = 0; round < 3; round += 1) {
        // What a restart does to every connection of the database.
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
          name,
        ]);
        await sleep(200);
        await untilListening();
      }
      expect(await listening()).toBe(1);
      const live = (
        await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        )
      ).rows[0]?.n;
      // Every connection the pool counts is a live one: no dead LISTEN connection kept.
      expect(pool.totalCount).toBe(live);
    } finally {
      await admin.end();
      await t.close();
    }
  }, 60_000);
});
