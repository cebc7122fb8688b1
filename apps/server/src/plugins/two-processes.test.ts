import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  type Barang,
  type ClosedStoreProgress,
  type PenjualanDoc,
  SOCKET_EVENTS,
  SOCKET_PATH,
  TEXTS,
} from '@toko/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, scanned } from '../../test/goods-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testNow } from '../../test/test-clock.ts';
import { countTill } from '../../test/till-fixtures.ts';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openPostgres } from '../db/client.ts';

/**
 * Two server processes behind one load balancer share only PostgreSQL (issue 17): a page's
 * socket may sit on one process while its requests land on the other. Each app here has a
 * pool of its own, as a second process would; B listens on a real port for the sockets.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: App;
  let bDatabase: Database;
  let originB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTestApp();
    const url = (a.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    bDatabase = await openPostgres(url);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      WEB_DIST_DIR: path.join(process.cwd(), '.tmp', 'no-web'),
    });
    b = await buildApp({ ...config, now: testNow }, bDatabase);
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    originB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.app.close();
    await bDatabase?.close();
    await a?.close();
  });

  async function socketOnB(token: string): Promise<Socket> {
    const socket = connect(originB, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'] });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return socket;
  }

  const meOnB = (token: string) =>
    b.app.inject({ method: 'GET', url: '/api/users/me', headers: { 'x-auth-token': token } });

  async function userId(ownerToken: string, wanted: string): Promise<number> {
    const users = (await a.call('GET', 'users/get/all', ownerToken)).json() as {
      id: number;
      user_id: string;
    }[];
    const found = users.find((user) => user.user_id === wanted);
    if (!found) throw new Error(`user ${wanted} tidak ada`);
    return found.id;
  }

  it("reports a closing started through A to the sign-in's socket on B, and its end to the shop", async () => {
    const [closer, colleague] = await Promise.all([a.login('T3', 'OWNER'), a.login('T3', 'SPV')]);
    const [closerSocket, colleagueSocket] = await Promise.all([socketOnB(closer), socketOnB(colleague)]);
    const progress: ClosedStoreProgress[] = [];
    const reachedEnd = new Promise<void>((resolve) => {
      closerSocket.on(SOCKET_EVENTS.closedStoreProgress, (event: ClosedStoreProgress) => {
        progress.push(event);
        if (event.message === TEXTS.storeClosed) resolve();
      });
    });
    const done = new Promise<unknown>((resolve) =>
      colleagueSocket.on(SOCKET_EVENTS.closedStoreDone, resolve),
    );

    await countTill(a, closer);
    const closed = await a.call('POST', 'system/close', closer, { PROSES: 'close' });
    expect(closed.statusCode, closed.body).toBe(200);
    await reachedEnd;
    expect(progress[0]).toEqual({ percentage: 0, message: 'Memulai proses tutup toko' });
    expect(progress.at(-1)).toEqual({ percentage: 100, message: TEXTS.storeClosed });
    const percentages = progress.map((event) => event.percentage);
    expect(percentages).toEqual([...percentages].sort((x, y) => x - y));
    expect(await done).toEqual({ closed_by: 'OWNER' });
    // The closing ended every session of the shop: B refuses them too.
    expect((await meOnB(colleague)).statusCode).toBe(401);
  });

  it('refuses on B, on its very next request, a token logged out on A', async () => {
    const token = await a.login('PST', 'SPV');
    expect((await meOnB(token)).statusCode).toBe(200);
    expect((await meOnB(token)).statusCode).toBe(200); // now remembered by B
    expect((await a.call('POST', 'users/logout', token, {})).statusCode).toBe(200);
    const after = await meOnB(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: TEXTS.invalidToken });
    // Nor does B open a socket for it.
    await expect(socketOnB(token)).rejects.toThrow(TEXTS.invalidToken);
  });

  it('refuses on B, on its very next request, the token of a user deactivated on A', async () => {
    const [owner, token] = await Promise.all([a.login('T2', 'OWNER'), a.login('T2', 'KASIR')]);
    expect((await meOnB(token)).statusCode).toBe(200);
    const update = await a.call('PUT', `users/${await userId(owner, 'KASIR')}`, owner, {
      user_name: 'Kasir T2',
      level: 'KASIR',
      status_aktif: false,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await meOnB(token)).statusCode).toBe(401);
  });

  it("prices B's very next sale at a gold price saved on A, though B held the old price in memory", async () => {
    const owner = await a.login('PST', 'OWNER');
    const pieces = await addPieces(a, owner, [{ nama_barang: 'SATU' }, { nama_barang: 'DUA' }]);
    const sellOnB = (piece: Barang, key: string) =>
      b.app.inject({
        method: 'POST',
        url: '/api/penjualan',
        headers: { 'x-auth-token': owner },
        payload: {
          idempotency_key: key,
          kode_sales: 'S01',
          nama_customer: 'ibu ani',
          items: [scanned(piece)],
          bayar: { cash: 50_000_000 },
        },
      });
    const first = await sellOnB(pieces[0] as Barang, 'dua-proses-1');
    expect(first.statusCode, first.body).toBe(200);
    const before = (first.json() as PenjualanDoc).items[0]?.harga_gram as number;
    const saved = await a.call('POST', 'harga-emas', owner, {
      tanggal: '2026-11-22',
      items: [{ kode_group: '750', harga_jual: before + 25_000, harga_beli: before - 100_000 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const next = await sellOnB(pieces[1] as Barang, 'dua-proses-2');
    expect(next.statusCode, next.body).toBe(200);
    expect((next.json() as PenjualanDoc).items[0]?.harga_gram).toBe(before + 25_000);
  });

  it('refuses on B, on its very next request, the token of a user whose password was reset on A', async () => {
    const [owner, token] = await Promise.all([a.login('PST', 'OWNER'), a.login('PST', 'KASIR')]);
    expect((await meOnB(token)).statusCode).toBe(200);
    const reset = await a.call('POST', `users/${await userId(owner, 'KASIR')}/reset-password`, owner, {
      new_password: 'sementara123',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await meOnB(token)).statusCode).toBe(401);
  });
});
