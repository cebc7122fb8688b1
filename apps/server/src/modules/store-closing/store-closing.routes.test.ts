import type { AddressInfo } from 'node:net';
import {
  type ClosedStoreProgress,
  type ClosedStoreResult,
  type ClosingBlocker,
  closeStoreRefusalSchema,
  SOCKET_EVENTS,
  SOCKET_PATH,
  TEXTS,
} from '@toko/shared';
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { closingLock, closingLog, toko } from '../../db/schema/index.ts';
import { assertBusinessDate } from './store-closing.service.ts';

let t: TestApp;
/** Steps standing in for the areas' own (sales, stock ...), switchable per test. */
const behaviour = {
  refuse: null as ClosingBlocker | null,
  refuseToo: null as ClosingBlocker | null,
  failRollForward: false,
  rolled: [] as string[],
};

beforeAll(async () => {
  t = await createTestApp();
  t.pipeline.register({
    key: 'uji-penjualan',
    label: 'penjualan',
    check: async () => behaviour.refuse,
    rollForward: async (ctx) => {
      behaviour.rolled.push(`${ctx.kodeToko}:${ctx.tglSystem}->${ctx.tglSystemBaru}`);
      if (behaviour.failRollForward) throw new Error('langkah gagal');
    },
  });
  t.pipeline.register({ key: 'uji-timbang', label: 'timbang', check: async () => behaviour.refuseToo });
});
afterAll(async () => {
  await t.close();
});

async function tglSystem(kodeToko: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ tgl: toko.tgl_system })
    .from(toko)
    .where(eq(toko.kode_toko, kodeToko));
  return row?.tgl;
}

const close = (token: string | undefined, payload: unknown = { PROSES: 'close' }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/system/close',
    headers: token ? { 'x-auth-token': token } : {},
    payload: payload as Record<string, unknown>,
  });

describe('POST system/close', () => {
  it('needs a token and PROSES close', async () => {
    expect((await close(undefined)).statusCode).toBe(401);
    const token = await t.login('T2', 'KASIR');
    const bad = await close(token, { PROSES: 'open' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: TEXTS.closeProcessInvalid });
  });

  it('leaves the day open and unchanged when a check refuses, naming why', async () => {
    behaviour.refuse = {
      message: 'masih ada 2 penjualan yang belum divalidasi',
      path: '/validasi-penjualan',
    };
    try {
      const token = await t.login('T2', 'SPV');
      const response = await close(token);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Toko belum dapat ditutup: masih ada 2 penjualan yang belum divalidasi',
        blockers: [{ message: 'masih ada 2 penjualan yang belum divalidasi', path: '/validasi-penjualan' }],
      });
      expect(await tglSystem('T2')).toBe('2026-11-22');
      // The lock is released: the next attempt is not told a closing is running.
      expect(await t.database.db.select().from(closingLock)).toEqual([]);
    } finally {
      behaviour.refuse = null;
    }
  });

  it('names every refusing check in order, each with its screen or none', async () => {
    behaviour.refuse = {
      message: 'masih ada 1 penjualan yang belum divalidasi',
      path: '/validasi-penjualan',
    };
    behaviour.refuseToo = { message: 'masih ada timbang baki yang aktif', path: null };
    try {
      const response = await close(await t.login('T2', 'SPV'));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message:
          'Toko belum dapat ditutup: masih ada 1 penjualan yang belum divalidasi; masih ada timbang baki yang aktif',
        blockers: [behaviour.refuse, behaviour.refuseToo],
      });
      expect(closeStoreRefusalSchema.safeParse(response.json()).success).toBe(true);
    } finally {
      behaviour.refuse = null;
      behaviour.refuseToo = null;
    }
  });

  it('rolls everything back when a roll-forward step fails', async () => {
    behaviour.failRollForward = true;
    try {
      const token = await t.login('T2', 'SPV');
      expect((await close(token)).statusCode).toBe(500);
      expect(await tglSystem('T2')).toBe('2026-11-22');
      // The session survives: nothing of the closing was written.
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { 'x-auth-token': token },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      behaviour.failRollForward = false;
    }
  });

  it('advances the date by one day, logs it and ends every session of that shop only', async () => {
    const closer = await t.login('T2', 'OWNER');
    const colleague = await t.login('T2', 'KASIR');
    const otherShop = await t.login('T3', 'KASIR');
    const response = await close(closer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: TEXTS.storeClosed,
      tgl_system: '2026-11-23',
      tgl_system_sebelumnya: '2026-11-22',
    });
    expect(await tglSystem('T2')).toBe('2026-11-23');
    expect(behaviour.rolled).toContain('T2:2026-11-22->2026-11-23');
    const logs = await t.database.db.select().from(closingLog).where(eq(closingLog.kode_toko, 'T2'));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      closed_by: 'OWNER',
      tgl_system: '2026-11-22',
      tgl_system_baru: '2026-11-23',
    });

    for (const token of [closer, colleague]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { 'x-auth-token': token },
      });
      expect(me.json()).toEqual({ message: TEXTS.invalidToken });
    }
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-auth-token': otherShop },
    });
    expect(other.statusCode).toBe(200);
  });

  it('does not close a day that has not begun yet', async () => {
    // T2 is now on 2026-11-23 while the calendar says 2026-11-22.
    const token = await t.login('T2', 'OWNER');
    const response = await close(token);
    expect(response.statusCode).toBe(422);
    expect(await tglSystem('T2')).toBe('2026-11-23');
  });

  it('refuses a second closing of the same shop while one runs', async () => {
    const [first, second] = await Promise.all([t.login('T3', 'OWNER'), t.login('T3', 'SPV')]);
    const results = await Promise.all([close(first), close(second)]);
    const codes = results.map((response) => response.statusCode).sort();
    // One closes; the other is told a closing is under way (409) or, if it came
    // after the first finished, that its session ended with the day (401).
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const loser = results.find((response) => response.statusCode !== 200);
    expect([TEXTS.closingInProgress, TEXTS.invalidToken]).toContain(loser?.json().message);
    expect(await tglSystem('T3')).toBe('2026-11-23');
  });

  it('refuses at once while another process holds the closing lock', async () => {
    const token = await t.login('PST', 'OWNER');
    await t.database.db.insert(closingLock).values({ kode_toko: 'PST', started_by: 'SPV' });
    try {
      const response = await close(token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: TEXTS.closingInProgress });
    } finally {
      await t.database.db.delete(closingLock).where(eq(closingLock.kode_toko, 'PST'));
    }
  });
});

describe('closing over socket.io', () => {
  it('reports progress up to 100 % and answers the outcome', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const token = await t.login('PST', 'SPV');
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const progress: ClosedStoreProgress[] = [];
      // First refused, answered with the same blockers as the POST; then closed.
      behaviour.refuse = { message: 'masih ada 3 titipan yang belum divalidasi', path: '/validasi-titipan' };
      const refused = await new Promise<ClosedStoreResult>((resolve) =>
        socket.emit(SOCKET_EVENTS.startClosedStore, {}, resolve),
      );
      behaviour.refuse = null;
      expect(refused).toEqual({
        ok: false,
        message: 'Toko belum dapat ditutup: masih ada 3 titipan yang belum divalidasi',
        blockers: [{ message: 'masih ada 3 titipan yang belum divalidasi', path: '/validasi-titipan' }],
      });
      socket.on(SOCKET_EVENTS.closedStoreProgress, (event: ClosedStoreProgress) => progress.push(event));
      const result = await new Promise<ClosedStoreResult>((resolve) =>
        socket.emit(SOCKET_EVENTS.startClosedStore, {}, resolve),
      );
      expect(result).toEqual({ ok: true, message: TEXTS.storeClosed, tgl_system: '2026-11-23' });
      expect(progress[0]).toEqual({ percentage: 0, message: 'Memulai proses tutup toko' });
      expect(progress.at(-1)).toEqual({ percentage: 100, message: TEXTS.storeClosed });
      const percentages = progress.map((event) => event.percentage);
      expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
      expect(progress.map((event) => event.message)).toContain('Memeriksa penjualan');
    } finally {
      socket.close();
    }
  });

  it('refuses a socket without a valid token', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: SOCKET_PATH,
      auth: { token: 'palsu' },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
      expect(error.message).toBe(TEXTS.invalidToken);
    } finally {
      socket.close();
    }
  });
});

describe('business date of a write', () => {
  it('lets a write stamped with the current date through and refuses one whose day was closed meanwhile', async () => {
    const current = await tglSystem('PST');
    await t.database.db.transaction((tx) => assertBusinessDate(tx, 'PST', String(current)));
    await expect(
      t.database.db.transaction((tx) => assertBusinessDate(tx, 'PST', '2020-01-01')),
    ).rejects.toThrow(TEXTS.closedByOther);
  });
});
