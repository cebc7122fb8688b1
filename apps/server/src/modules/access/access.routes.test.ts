import { ALL_MENU_KEYS, type LoginResponse, TEXTS } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_MAX: '3' } });
});
afterAll(async () => {
  await t.close();
});

const login = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload });

describe('POST users/login', () => {
  it('signs a cashier in with the stored user data, modules, their own menu and pembulatan', async () => {
    const response = await login({ kode_toko: 'pst', user_id: 'kasir', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as LoginResponse;
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toEqual({
      user_id: 'KASIR',
      user_name: 'Dewi Lestari',
      level: 'KASIR',
      kode_toko: 'PST',
      nama_toko: 'Toko Emas Pusat',
      tgl_system: '2026-11-22',
    });
    expect(body.pembulatan).toBe(500);
    expect(body.grants).toEqual(['dashboard', 'lihat-penjualan', 'transaksi-penjualan']);
    expect(body.menu.map((item) => item.title)).toEqual(['Dashboard', 'Penjualan']);
    expect(body.menu[1]?.children?.map((item) => item.path)).toEqual([
      '/transaksi-penjualan',
      '/lihat-penjualan',
    ]);
    expect(body.modules).toContainEqual({ key: 'SEPUHAN_MODULE' });
  });

  it('gives an owner the whole menu', async () => {
    const body = (
      await login({ kode_toko: 'PST', user_id: 'OWNER', password: 'demo1234' })
    ).json() as LoginResponse;
    expect(body.grants).toEqual([...ALL_MENU_KEYS]);
    expect(body.menu.map((item) => item.title)).toContain('Manage Users');
    // Penjualan Rekap belongs to shops MLT and NQC only.
    expect(JSON.stringify(body.menu)).not.toContain('/laporan-penjualan-rekap');
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await login({ kode_toko: 'PST', user_id: 'SPV', password: 'salah' });
    const unknown = await login({ kode_toko: 'PST', user_id: 'NOBODY', password: 'salah' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: TEXTS.loginFailed });
    expect(unknown.json()).toEqual({ message: TEXTS.loginFailed });
  });

  it('answers missing fields and an unknown shop with a message, not a 500', async () => {
    const empty = await login({ kode_toko: 'PST', user_id: '', password: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'User ID Harus Diisi' });
    const noPassword = await login({ kode_toko: 'PST', user_id: 'OWNER' });
    expect(noPassword.json()).toEqual({ message: 'Password Harus Diisi' });
    const shop = await login({ kode_toko: 'XX', user_id: 'OWNER', password: 'demo1234' });
    expect(shop.statusCode).toBe(400);
    expect(shop.json()).toEqual({ message: TEXTS.shopUnknown });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: TEXTS.invalidInput });
  });

  it('throttles repeated failures per user and address, even with the right password afterwards', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login({ kode_toko: 'T2', user_id: 'SPV', password: 'tebak' })).statusCode).toBe(401);
    }
    const blocked = await login({ kode_toko: 'T2', user_id: 'SPV', password: 'demo1234' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TEXTS.tooManyLogins });
    // Another user from the same address is not punished.
    expect((await login({ kode_toko: 'T2', user_id: 'OWNER', password: 'demo1234' })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted: a forged address each try is still throttled', async () => {
    const forged = (attempt: number, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { kode_toko: 'T3', user_id: 'MU', password },
      });
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await forged(attempt, 'tebak')).statusCode).toBe(401);
    expect((await forged(4, 'tebak')).statusCode).toBe(429);
    expect((await forged(5, 'demo1234')).statusCode).toBe(429);
  });
});

describe('sign-in throttle behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    // inject() comes from 127.0.0.1: here that is the reverse proxy, trusted to name the client.
    proxied = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1', LOGIN_RATE_MAX: '3', LOGIN_RATE_ACCOUNT_MAX: '5' },
    });
  });
  afterAll(async () => {
    await proxied.close();
  });

  const from = (address: string, password: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'x-forwarded-for': address },
      payload: { kode_toko: 'PST', user_id: 'SPV', password },
    });

  it('counts per client address, and per account over every address', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await from('198.51.100.7', 'tebak')).statusCode).toBe(401);
    // That client is stopped; another one still may try ...
    expect((await from('198.51.100.7', 'demo1234')).statusCode).toBe(429);
    expect((await from('198.51.100.8', 'tebak')).statusCode).toBe(401);
    expect((await from('198.51.100.9', 'tebak')).statusCode).toBe(401);
    // ... until the account has seen five failures from anywhere: then nobody gets in by guessing.
    expect((await from('198.51.100.10', 'demo1234')).statusCode).toBe(429);
    const other = await proxied.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'x-forwarded-for': '198.51.100.11' },
      payload: { kode_toko: 'PST', user_id: 'OWNER', password: 'demo1234' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('answers 401 Invalid Token. without, with a made-up and with a revoked token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: TEXTS.invalidToken });
    const madeUp = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-auth-token': 'abc' },
    });
    expect(madeUp.json()).toEqual({ message: TEXTS.invalidToken });

    const token = await t.login('PST', 'SPV');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-auth-token': token },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.user_id).toBe('SPV');

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { 'x-auth-token': token },
      payload: { user_id: 'SPV' },
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-auth-token': token },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: TEXTS.invalidToken });
  });

  it('expires a token after the session lifetime', async () => {
    const token = await t.login('PST', 'MU');
    t.setNow(new Date(Date.parse('2026-11-22T10:00:00+07:00') + 13 * 3_600_000));
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-auth-token': token },
    });
    t.setNow(new Date('2026-11-22T10:00:00+07:00'));
    expect(expired.statusCode).toBe(401);
  });

  it.each([
    ['no body', {}],
    ['a JSON header and no body', { headers: { 'content-type': 'application/json' }, payload: '' }],
    ['an empty object', { payload: {} }],
    ['a text/plain header and no body', { headers: { 'content-type': 'text/plain' }, payload: '' }],
    ['a text/plain body', { headers: { 'content-type': 'text/plain' }, payload: 'keluar' }],
    ['a body without a content type', { payload: 'keluar' }],
    ['broken JSON', { headers: { 'content-type': 'application/json' }, payload: '{"user_id":' }],
    ['a JSON array', { headers: { 'content-type': 'application/json' }, payload: '[]' }],
    ['a form body', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' }],
  ])('ends the session of the token whatever the body: %s', async (_name, request) => {
    const token = await t.login('PST', 'SU');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      ...request,
      headers: { 'x-auth-token': token, ...('headers' in request ? request.headers : {}) },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    const after = await t.call('GET', 'users/me', token);
    expect(after.statusCode).toBe(401);
  });

  it('refuses a logout naming another user, and still ends the caller session only', async () => {
    const [token, owner] = await Promise.all([t.login('PST', 'SU'), t.login('PST', 'OWNER')]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { 'x-auth-token': token },
      payload: { user_id: 'OWNER' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: TEXTS.logoutOtherUser });
    expect((await t.call('GET', 'users/me', token)).statusCode).toBe(401);
    expect((await t.call('GET', 'users/me', owner)).statusCode).toBe(200);
  });
});

describe('POST users/change-password', () => {
  const change = (token: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: token ? { 'x-auth-token': token } : {},
      payload,
    });

  it('needs a token', async () => {
    expect((await change(undefined, { password: 'demo1234', new_password: 'baru12345' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a wrong old password, a short new one and the same one', async () => {
    const token = await t.login('T3', 'KASIR');
    const wrongOld = await change(token, { password: 'salah', new_password: 'baru12345' });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({ message: TEXTS.wrongOldPassword });
    const short = await change(token, { password: 'demo1234', new_password: '123' });
    expect(short.json()).toEqual({ message: 'Password Baru Minimal 6 Karakter' });
    const same = await change(token, { password: 'demo1234', new_password: 'demo1234' });
    expect(same.json()).toEqual({ message: TEXTS.samePassword });
  });

  it('changes the password: the old one stops working, the new one works', async () => {
    const token = await t.login('T3', 'SPV');
    const response = await change(token, { password: 'demo1234', new_password: 'rahasia-baru' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: TEXTS.passwordChanged });
    expect((await login({ kode_toko: 'T3', user_id: 'SPV', password: 'demo1234' })).statusCode).toBe(401);
    expect((await login({ kode_toko: 'T3', user_id: 'SPV', password: 'rahasia-baru' })).statusCode).toBe(200);
  });
});

describe('GET toko/get/options', () => {
  it('lists the shops for the sign-in screen without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/toko/get/options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { kode_toko: 'PST', nama_toko: 'Toko Emas Pusat' },
      { kode_toko: 'T2', nama_toko: 'Toko Emas Cabang Bekasi' },
      { kode_toko: 'T3', nama_toko: 'Toko Emas Cabang Depok' },
    ]);
  });
});
