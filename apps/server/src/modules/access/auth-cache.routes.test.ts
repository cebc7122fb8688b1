import path from 'node:path';
import { TEXTS } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { closeDay } from '../../../test/till-fixtures.ts';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openPostgres } from '../../db/client.ts';

/**
 * The server remembers who a token is between requests (decision 011). Whatever could
 * refuse or narrow a caller must still take effect on that caller's very next request.
 * Each case first makes the token known (one request), changes something, then asks again.
 */
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('T2', 'OWNER');
});
afterAll(async () => {
  await t.close();
});

async function userRef(userId: string, ownerToken = owner): Promise<number> {
  const users = (await t.call('GET', 'users/get/all', ownerToken)).json() as {
    id: number;
    user_id: string;
  }[];
  const found = users.find((user) => user.user_id === userId);
  if (!found) throw new Error(`user ${userId} tidak ada`);
  return found.id;
}

const me = (token: string) => t.call('GET', 'users/me', token);

describe('a remembered sign-in', () => {
  it('answers the same caller on repeated requests', async () => {
    const token = await t.login('T2', 'SPV');
    const first = (await me(token)).json();
    const second = (await me(token)).json();
    expect(second).toEqual(first);
    expect(second.user.user_id).toBe('SPV');
  });

  it('is refused on the very next request after logout', async () => {
    const token = await t.login('T2', 'MU');
    expect((await me(token)).statusCode).toBe(200);
    expect((await t.call('POST', 'users/logout', token, {})).statusCode).toBe(200);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: TEXTS.invalidToken });
  });

  it('is refused on the very next request after the user is deactivated', async () => {
    const [token, t3Owner] = await Promise.all([t.login('T3', 'KASIR'), t.login('T3', 'OWNER')]);
    expect((await me(token)).statusCode).toBe(200);
    const id = await userRef('KASIR', t3Owner);
    const update = await t.call('PUT', `users/${id}`, t3Owner, {
      user_name: 'Dewi Lestari',
      level: 'KASIR',
      status_aktif: false,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('loses a menu on the very next request after the grant is taken back', async () => {
    const token = await t.login('T2', 'KASIR');
    expect((await t.call('GET', 'penjualan/paginated', token)).statusCode).toBe(200);
    const id = await userRef('KASIR');
    await t.call('PUT', `users/${id}/menu`, owner, { menu_keys: ['dashboard', 'transaksi-penjualan'] });
    const refused = await t.call('GET', 'penjualan/paginated', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: TEXTS.menuForbidden });
    // And gains one back just as fast.
    await t.call('PUT', `users/${id}/menu`, owner, {
      menu_keys: ['dashboard', 'transaksi-penjualan', 'lihat-penjualan'],
    });
    expect((await t.call('GET', 'penjualan/paginated', token)).statusCode).toBe(200);
  });

  it('sees a changed parameter or module on the very next request', async () => {
    const token = await t.login('T2', 'SPV');
    expect((await me(token)).json().pembulatan).toBe(500);
    expect((await t.call('PUT', 'para-system/key/PEMBULATAN', owner, { value: '1000' })).statusCode).toBe(
      200,
    );
    expect((await me(token)).json().pembulatan).toBe(1000);
    const modules = () =>
      me(token).then((response) => response.json().modules.map((m: { key: string }) => m.key));
    const before = await modules();
    await t.call('PUT', 'para-system/key/PUSAT', owner, {
      value: before.includes('PUSAT') ? 'false' : 'true',
    });
    expect((await modules()).includes('PUSAT')).toBe(!before.includes('PUSAT'));
  });

  it('is refused after its shop closed the day, and the shop date moves for everyone else', async () => {
    const [closer, colleague, otherShop] = await Promise.all([
      t.login('T2', 'OWNER'),
      t.login('T2', 'SPV'),
      t.login('T3', 'SPV'),
    ]);
    expect((await me(colleague)).statusCode).toBe(200);
    expect((await me(otherShop)).statusCode).toBe(200);
    expect((await closeDay(t, closer)).statusCode).toBe(200);
    expect((await me(colleague)).statusCode).toBe(401);
    expect((await me(otherShop)).statusCode).toBe(200);
    expect((await me(await t.login('T2', 'SPV'))).json().user.tgl_system).toBe('2026-11-23');
  });

  it('expires with its session even while remembered', async () => {
    const token = await t.login('T3', 'MU');
    expect((await me(token)).statusCode).toBe(200);
    t.setNow(new Date(Date.parse('2026-11-22T10:00:00+07:00') + 13 * 3_600_000));
    try {
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      t.setNow(new Date('2026-11-22T10:00:00+07:00'));
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let second: App;
  let secondDatabase: Database;

  beforeAll(async () => {
    const url = (t.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    secondDatabase = await openPostgres(url);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      WEB_DIST_DIR: path.join(process.cwd(), '.tmp', 'no-web'),
    });
    second = await buildApp({ ...config, now: () => new Date('2026-11-22T10:00:00+07:00') }, secondDatabase);
    await second.app.ready();
  });
  afterAll(async () => {
    await second?.app.close();
    await secondDatabase?.close();
  });

  const meOnSecond = (token: string) =>
    second.app.inject({ method: 'GET', url: '/api/users/me', headers: { 'x-auth-token': token } });

  it('refuses on the other process, at once, a token logged out on this one', async () => {
    const token = await t.login('PST', 'SPV');
    expect((await meOnSecond(token)).statusCode).toBe(200);
    expect((await meOnSecond(token)).statusCode).toBe(200);
    expect((await t.call('POST', 'users/logout', token)).statusCode).toBe(200);
    expect((await meOnSecond(token)).statusCode).toBe(401);
  });

  it('applies on the other process, at once, a grant taken back on this one', async () => {
    const pstOwner = await t.login('PST', 'OWNER');
    const token = await t.login('PST', 'KASIR');
    const list = () =>
      second.app.inject({
        method: 'GET',
        url: '/api/penjualan/paginated',
        headers: { 'x-auth-token': token },
      });
    expect((await list()).statusCode).toBe(200);
    const users = (await t.call('GET', 'users/get/all', pstOwner)).json() as {
      id: number;
      user_id: string;
    }[];
    const kasir = users.find((user) => user.user_id === 'KASIR');
    await t.call('PUT', `users/${kasir?.id}/menu`, pstOwner, {
      menu_keys: ['dashboard', 'transaksi-penjualan'],
    });
    expect((await list()).statusCode).toBe(403);
  });
});
