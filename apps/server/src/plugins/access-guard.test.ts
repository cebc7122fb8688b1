import { TEXTS } from '@toko/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerAccessGuard } from './access-guard.ts';

let t: TestApp;
let kasir: string;
let spv: string;
let owner: string;

beforeAll(async () => {
  // Routes standing in for later areas: one per kind of access the guard knows.
  t = await createTestApp({
    extend: (app) => {
      app.post('/api/uji/jual', { config: { access: { menu: ['transaksi-penjualan'] } } }, () => ({
        ok: true,
      }));
      app.get('/api/uji/master', { config: { access: { menu: ['master-group'] } } }, () => ({ ok: true }));
      app.post('/api/uji/validasi', { config: { access: { menu: ['validasi-jual-beli'] } } }, () => ({
        ok: true,
      }));
      app.post('/api/uji/rekap', { config: { access: { menu: ['laporan-penjualan-rekap'] } } }, () => ({
        ok: true,
      }));
    },
  });
  [kasir, spv, owner] = await Promise.all([
    t.login('PST', 'KASIR'),
    t.login('PST', 'SPV'),
    t.login('PST', 'OWNER'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, token?: string) =>
  t.app.inject({
    method,
    url,
    headers: token ? { 'x-auth-token': token } : {},
    payload: method === 'POST' ? {} : undefined,
  });

describe('menu access on the server', () => {
  it('refuses a missing token before anything else', async () => {
    const response = await call('POST', '/api/uji/jual');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: TEXTS.invalidToken });
  });

  it('lets a cashier use the menu granted to them and refuses the rest with 403', async () => {
    expect((await call('POST', '/api/uji/jual', kasir)).statusCode).toBe(200);
    const denied = await call('GET', '/api/uji/master', kasir);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: TEXTS.menuForbidden });
  });

  it('lets OWN use every menu item available in the shop', async () => {
    expect((await call('GET', '/api/uji/master', owner)).statusCode).toBe(200);
    // The rekap report exists only in shops MLT and NQC: not even an owner of PST gets it.
    expect((await call('POST', '/api/uji/rekap', owner)).statusCode).toBe(403);
  });
});

describe('system-date block on the server', () => {
  it('refuses writes outside the allowed menus once the shop date lags behind today', async () => {
    t.setNow(new Date('2026-11-24T09:00:00+07:00'));
    try {
      // Yesterday's sessions have expired: staff sign in again on the new morning.
      [kasir, spv, owner] = await Promise.all([
        t.login('PST', 'KASIR'),
        t.login('PST', 'SPV'),
        t.login('PST', 'OWNER'),
      ]);
      const blocked = await call('POST', '/api/uji/jual', kasir);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({ message: TEXTS.dateBlockedWrite });
      // Reads go on; validasi-jual-beli stays usable, as on the screen.
      expect((await call('GET', '/api/uji/master', owner)).statusCode).toBe(200);
      expect((await call('POST', '/api/uji/validasi', spv)).statusCode).toBe(200);
      const me = await call('GET', '/api/users/me', kasir);
      expect(me.json().today).toBe('2026-11-24');
      expect(me.json().user.tgl_system).toBe('2026-11-22');
    } finally {
      t.setNow(new Date('2026-11-22T10:00:00+07:00'));
    }
  });

  it('uses the shop time zone: 23:30 in Jakarta is still the same day', async () => {
    // 2026-11-22 23:30 WIB is 16:30 UTC: the day has not turned in the shop.
    t.setNow(new Date('2026-11-22T16:30:00Z'));
    try {
      kasir = await t.login('PST', 'KASIR');
      expect((await call('POST', '/api/uji/jual', kasir)).statusCode).toBe(200);
    } finally {
      t.setNow(new Date('2026-11-22T10:00:00+07:00'));
    }
  });
});

describe('route declarations', () => {
  it('refuses to register an /api route that does not declare its access', async () => {
    const app = Fastify();
    registerAccessGuard(app, t.services.access);
    expect(() => app.get('/api/lupa', () => ({}))).toThrow(/tidak menyatakan aksesnya/);
    await app.close();
  });
});
