import { type LoginResponse, TEXTS, type UserListItem } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { PASSWORD_CHANGE_DUE } from '../../plugins/access-guard.ts';
import { SERVER_TEXTS } from '../../texts.ts';

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, spv, kasir] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'SPV'),
    t.login('PST', 'KASIR'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const call: TestApp['call'] = (...args) => t.call(...args);

async function userId(id: string): Promise<number> {
  const all = (await call('GET', 'users/get/all', owner)).json() as UserListItem[];
  const found = all.find((user) => user.user_id === id);
  if (!found) throw new Error(`user ${id} tidak ada`);
  return found.id;
}

describe('user routes refuse strangers', () => {
  it.each([
    ['GET', 'users/get/all'],
    ['GET', 'users/paginated'],
    ['POST', 'users'],
    ['PUT', 'users/1'],
    ['POST', 'users/1/reset-password'],
    ['GET', 'users/1/menu'],
    ['PUT', 'users/1/menu'],
    ['GET', 'audit-log'],
  ] as const)('%s %s: 401 without a token, 403 for a cashier', async (method, url) => {
    const payload = method === 'GET' ? undefined : {};
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    const denied = await call(method, url, kasir, payload);
    expect(denied.statusCode).toBe(403);
  });
});

describe('creating and managing users', () => {
  let dewiId = 0;

  it('lets an owner create a cashier, who must change the password first', async () => {
    const response = await call('POST', 'users', owner, {
      user_id: 'dewi2',
      user_name: 'Dewi Kartika',
      level: 'KASIR',
      password: 'awal1234',
    });
    expect(response.statusCode).toBe(200);
    const created = response.json() as UserListItem;
    dewiId = created.id;
    expect(created).toMatchObject({
      user_id: 'DEWI2',
      user_name: 'Dewi Kartika',
      level: 'KASIR',
      must_change_password: true,
    });

    const login = await call('POST', 'users/login', undefined, {
      kode_toko: 'PST',
      user_id: 'DEWI2',
      password: 'awal1234',
    });
    const session = login.json() as LoginResponse;
    expect(session.must_change_password).toBe(true);
    // Until the password is changed, only the session, logout and the change itself work.
    const blocked = await call('GET', 'para-system/key/PEMBULATAN', session.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: PASSWORD_CHANGE_DUE });
    expect((await call('GET', 'users/me', session.token)).statusCode).toBe(200);
    const changed = await call('POST', 'users/change-password', session.token, {
      password: 'awal1234',
      new_password: 'dewi-rahasia',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', 'para-system/key/PEMBULATAN', session.token)).statusCode).toBe(200);
  });

  it('refuses a duplicate user id, bad fields, and a supervisor managing users', async () => {
    const duplicate = await call('POST', 'users', owner, {
      user_id: 'KASIR',
      user_name: 'X',
      level: 'KASIR',
      password: 'abcdef',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'User ID KASIR sudah ada' });
    expect(
      (
        await call('POST', 'users', owner, {
          user_id: 'AB',
          user_name: 'X',
          level: 'KASIR',
          password: 'abcdef',
        })
      ).json(),
    ).toEqual({
      message: 'User ID Minimal 3 Karakter',
    });
    expect(
      (
        await call('POST', 'users', owner, {
          user_id: 'ABC',
          user_name: 'X',
          level: 'RAJA',
          password: 'abcdef',
        })
      ).json(),
    ).toEqual({
      message: 'Level Harus Dipilih',
    });
    expect(
      (
        await call('POST', 'users', owner, {
          user_id: 'ABC',
          user_name: 'X',
          level: 'KASIR',
          password: '123',
        })
      ).json(),
    ).toEqual({
      message: 'Password Minimal 6 Karakter',
    });
    // SPV has no data-users menu at all.
    expect(
      (
        await call('POST', 'users', spv, {
          user_id: 'ABC',
          user_name: 'X',
          level: 'KASIR',
          password: 'abcdef',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('never lets anyone give a level above their own', async () => {
    const response = await call('POST', 'users', owner, {
      user_id: 'BOS2',
      user_name: 'Bos',
      level: 'SU',
      password: 'abcdef',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: SERVER_TEXTS.user.aboveOwnLevel });
    const su = await t.login('PST', 'SU');
    expect(
      (
        await call('POST', 'users', su, {
          user_id: 'BOS2',
          user_name: 'Bos',
          level: 'OWN',
          password: 'abcdef',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('deactivates a user and ends their sessions at once', async () => {
    const session = await t.login('PST', 'DEWI2', 'dewi-rahasia');
    const response = await call('PUT', `users/${dewiId}`, owner, {
      user_name: 'Dewi Kartika',
      level: 'KASIR',
      status_aktif: false,
    });
    expect(response.statusCode).toBe(200);
    expect((await call('GET', 'users/me', session)).json()).toEqual({ message: TEXTS.invalidToken });
    const login = await call('POST', 'users/login', undefined, {
      kode_toko: 'PST',
      user_id: 'DEWI2',
      password: 'dewi-rahasia',
    });
    expect(login.json()).toEqual({ message: TEXTS.userInactive });
  });

  it('keeps the last active owner, and an owner cannot demote themselves', async () => {
    const ownerId = await userId('OWNER');
    const self = await call('PUT', `users/${ownerId}`, owner, {
      user_name: 'Budi Santoso',
      level: 'OWN',
      status_aktif: false,
    });
    expect(self.json()).toEqual({ message: SERVER_TEXTS.user.self });
    const su = await t.login('PST', 'SU');
    // BOS2 (created above) is a second owner, so OWNER may go; BOS2 may not then.
    const bos2 = await userId('BOS2');
    expect(
      (
        await call('PUT', `users/${ownerId}`, su, {
          user_name: 'Budi Santoso',
          level: 'OWN',
          status_aktif: false,
        })
      ).statusCode,
    ).toBe(200);
    const last = await call('PUT', `users/${bos2}`, su, {
      user_name: 'Bos',
      level: 'SPV',
      status_aktif: true,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ message: SERVER_TEXTS.user.lastOwner });
    await call('PUT', `users/${ownerId}`, su, {
      user_name: 'Budi Santoso',
      level: 'OWN',
      status_aktif: true,
    });
    owner = await t.login('PST', 'OWNER');
  });

  it('resets a password: the old one stops, the temporary one must be changed', async () => {
    const kasirId = await userId('KASIR');
    const response = await call('POST', `users/${kasirId}/reset-password`, owner, {
      new_password: 'sementara1',
    });
    expect(response.statusCode).toBe(200);
    expect((await call('GET', 'users/me', kasir)).statusCode).toBe(401);
    const login = await call('POST', 'users/login', undefined, {
      kode_toko: 'PST',
      user_id: 'KASIR',
      password: 'sementara1',
    });
    expect((login.json() as LoginResponse).must_change_password).toBe(true);
    const token = (login.json() as LoginResponse).token;
    await call('POST', 'users/change-password', token, { password: 'sementara1', new_password: 'demo1234' });
    kasir = await t.login('PST', 'KASIR');
  });

  it('shows the last sign-in and pages with search', async () => {
    const page = (await call('GET', 'users/paginated?search=kasir&limit=10', owner)).json() as {
      data: UserListItem[];
      count: number;
    };
    expect(page.data.map((user) => user.user_id)).toContain('KASIR');
    expect(page.data.find((user) => user.user_id === 'KASIR')?.last_login_at).not.toBeNull();
  });
});

describe('menu grants (hak akses)', () => {
  it('grants two items: the cashier may use them at once, and loses a revoked one at once', async () => {
    const kasirId = await userId('KASIR');
    const before = (await call('GET', `users/${kasirId}/menu`, owner)).json();
    expect(before.menu_keys).toEqual(['dashboard', 'lihat-penjualan', 'transaksi-penjualan']);

    expect((await call('GET', 'group/paginated', kasir)).statusCode).toBe(403);
    const granted = await call('PUT', `users/${kasirId}/menu`, owner, {
      menu_keys: [...before.menu_keys, 'master-group', 'master-baki'],
    });
    expect(granted.statusCode).toBe(200);
    expect((await call('GET', 'group/paginated', kasir)).statusCode).toBe(200);
    expect((await call('GET', 'baki/paginated', kasir)).statusCode).toBe(200);
    const me = (await call('GET', 'users/me', kasir)).json() as LoginResponse;
    expect(JSON.stringify(me.menu)).toContain('/master-group');

    await call('PUT', `users/${kasirId}/menu`, owner, { menu_keys: [...before.menu_keys, 'master-baki'] });
    expect((await call('GET', 'group/paginated', kasir)).statusCode).toBe(403);
    expect((await call('GET', 'baki/paginated', kasir)).statusCode).toBe(200);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'hak-akses'), eq(auditLog.entity_id, 'KASIR')));
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[1]?.before ?? '[]')).toContain('master-group');
    expect(JSON.parse(audit[1]?.after ?? '[]')).not.toContain('master-group');
  });

  it('refuses unknown menu keys, one’s own grants and full-access users', async () => {
    const kasirId = await userId('KASIR');
    expect((await call('PUT', `users/${kasirId}/menu`, owner, { menu_keys: ['bukan-menu'] })).json()).toEqual(
      {
        message: 'Menu tidak dikenal',
      },
    );
    const ownerId = await userId('OWNER');
    expect((await call('PUT', `users/${ownerId}/menu`, owner, { menu_keys: [] })).json()).toEqual({
      message: SERVER_TEXTS.user.grantsOwn,
    });
    const muId = await userId('MU');
    expect((await call('PUT', `users/${muId}/menu`, owner, { menu_keys: [] })).json()).toEqual({
      message: SERVER_TEXTS.user.grantsFullAccess,
    });
  });
});

describe('audit log', () => {
  it('lists changes newest first for owners, and refuses other levels', async () => {
    const page = (await call('GET', 'audit-log?limit=5', owner)).json() as {
      data: { entity: string }[];
      count: number;
    };
    expect(page.count).toBeGreaterThan(3);
    expect(page.data[0]?.entity).toBe('hak-akses');
    // Not even a granted supervisor: the audit log is for OWN, SU and MU only.
    const spvId = await userId('SPV');
    await call('PUT', `users/${spvId}/menu`, owner, { menu_keys: ['dashboard', 'audit-log'] });
    const refused = await call('GET', 'audit-log', spv);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: TEXTS.menuForbidden });
  });
});
