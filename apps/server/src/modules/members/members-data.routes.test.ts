import { MEMBER_MENU, type Member, type RingkasanMember, TEXTS } from '@toko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { auditLog, member } from '../../db/schema/index.ts';

/**
 * Data Member through the real HTTP stack (issue 15, decision 022): registering at one shop
 * with the shop's own code, finding the member at every shop, one phone number per chain,
 * editing and deactivating, and Lihat Transaksi Member's head.
 */

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
let kasirT2: string;
let key = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  const ownerT2 = await t.login('T2', 'OWNER');
  await grantMenus(t, owner, 'KASIR', [MEMBER_MENU.data, MEMBER_MENU.transaksi]);
  await grantMenus(t, ownerT2, 'KASIR', [MEMBER_MENU.data]);
  [spv, kasir, kasirT2] = await Promise.all([
    t.login('PST', 'SPV'),
    t.login('PST', 'KASIR'),
    t.login('T2', 'KASIR'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const baru = (extra: object = {}) => ({
  idempotency_key: `member-key-${++key}-xxxx`,
  nama_member: 'ibu sari wulandari',
  no_hp: `0813555000${String(key).padStart(2, '0')}`,
  alamat: 'jl. melati 3',
  kota: 'bogor',
  tgl_lahir: '1985-04-12',
  nik: '3271014204850001',
  ...extra,
});

describe('access', () => {
  it('needs a token and Data Member to write, and refuses bad input with the field words', async () => {
    expect((await t.call('POST', 'member', undefined, baru())).statusCode).toBe(401);
    const denied = await t.call('POST', 'member', spv, baru());
    expect([denied.statusCode, denied.json().message]).toEqual([403, TEXTS.menuForbidden]);
    expect((await t.call('PUT', 'member/PST-M0001', spv, baru())).statusCode).toBe(403);
    expect((await t.call('GET', 'member/transaksi/PST-M0001', spv)).statusCode).toBe(403);
    expect((await t.call('GET', 'member/poin/PST-M0001', spv)).statusCode).toBe(403);
    for (const [bad, message] of [
      [{ nama_member: '' }, TEXTS.member.namaHarusDiisi],
      [{ no_hp: '08a' }, TEXTS.member.noHpTidakValid],
      [{ nik: '123' }, TEXTS.member.nikTidakValid],
      [{ tgl_lahir: '1985-13-40' }, TEXTS.member.tglLahirTidakValid],
      // A birth date after today, in every zone of the chain (two days ahead of UTC).
      [
        { tgl_lahir: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10) },
        TEXTS.member.tglLahirMasaDepan,
      ],
    ] as const) {
      const response = await t.call('POST', 'member', kasir, baru(bad));
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    // An edit is held to the same rule: the member keeps the date they had.
    const future = await t.call('PUT', 'member/PST-M0001', kasir, baru({ tgl_lahir: '2999-01-01' }));
    expect([future.statusCode, future.json().message]).toEqual([400, TEXTS.member.tglLahirMasaDepan]);
    expect(
      (await t.database.db.select().from(member).where(eq(member.kode_member, 'PST-M0001')))[0]?.tgl_lahir,
    ).not.toBe('2999-01-01');
    expect(await t.database.db.select().from(member)).toHaveLength(3);
  });
});

describe('registering and editing', () => {
  let kode = '';

  it("registers with the shop's next code, upper-cased, once per key", async () => {
    const body = baru();
    const response = await t.call('POST', 'member', kasir, body);
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json() as Member;
    // The demo's three members hold PST-M0001..PST-M0003: the counter runs on past them.
    expect(created).toMatchObject({
      kode_member: 'PST-M0004',
      nama_member: 'IBU SARI WULANDARI',
      alamat: 'JL. MELATI 3',
      kota: 'BOGOR',
      tgl_lahir: '1985-04-12',
      nik: '3271014204850001',
      kode_toko: 'PST',
      status_aktif: true,
      poin: 0,
      foto: '',
      foto_url: null,
    });
    kode = created.kode_member;
    const again = await t.call('POST', 'member', kasir, body);
    expect(again.json().kode_member).toBe(kode);
    const second = (await t.call('POST', 'member', kasir, baru({ no_hp: '' }))).json() as Member;
    expect(second.kode_member).toBe('PST-M0005');
    // T2 counts its own members.
    const t2 = (await t.call('POST', 'member', kasirT2, baru({ no_hp: '' }))).json() as Member;
    expect(t2.kode_member).toBe('T2-M0001');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity_id, kode));
    expect(audit.map((row) => row.action)).toEqual(['CREATE']);
  });

  it('finds a member of PST at T2, by code, name or phone', async () => {
    const page = (await t.call('GET', 'member/paginated?search=wulandari', kasirT2)).json() as {
      data: Member[];
      count: number;
    };
    expect(page.count).toBe(3);
    const byPhone = (await t.call('GET', 'member/paginated?search=0813555000', kasirT2)).json() as {
      data: Member[];
    };
    expect(byPhone.data.map((row) => row.kode_member)).toEqual([kode]);
    expect((await t.call('GET', `member/get/by-kode/${kode.toLowerCase()}`, kasirT2)).json()).toMatchObject({
      kota: 'BOGOR',
    });
  });

  it('refuses a phone number another member of the chain holds, at any shop (409)', async () => {
    const taken = (await t.call('GET', `member/get/by-kode/${kode}`, kasir)).json() as Member;
    const response = await t.call('POST', 'member', kasirT2, baru({ no_hp: taken.no_hp }));
    expect([response.statusCode, response.json().message]).toEqual([
      409,
      TEXTS.member.noHpTerdaftar(taken.no_hp, kode),
    ]);
    const edit = await t.call('PUT', 'member/PST-M0001', kasirT2, { ...baru({ no_hp: taken.no_hp }) });
    expect(edit.statusCode).toBe(409);
    // Two counters registering one number at once: one member, the other refused.
    const [a, b] = await Promise.all([
      t.call('POST', 'member', kasir, baru({ no_hp: '081399999999' })),
      t.call('POST', 'member', kasirT2, baru({ no_hp: '081399999999' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(member).where(eq(member.no_hp, '081399999999'))).toHaveLength(1);
  });

  it('edits at another shop and deactivates; an inactive member leaves the counter look-up', async () => {
    const response = await t.call('PUT', `member/${kode}`, kasirT2, {
      nama_member: 'ibu sari w',
      no_hp: '081355500001',
      alamat: 'jl. mawar 9',
      kota: 'depok',
      tgl_lahir: null,
      nik: '',
      status_aktif: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      nama_member: 'IBU SARI W',
      kota: 'DEPOK',
      tgl_lahir: null,
      status_aktif: false,
    });
    const active = (await t.call('GET', `member/paginated?search=${kode}`, kasir)).json() as {
      count: number;
    };
    expect(active.count).toBe(0);
    const all = (await t.call('GET', `member/paginated?search=${kode}&aktif=false`, kasir)).json() as {
      count: number;
    };
    expect(all.count).toBe(1);
    const missing = await t.call('PUT', 'member/X-M9999', kasir, baru());
    expect(missing.statusCode).toBe(404);
  });

  it('answers Lihat Transaksi Member: every kind counted, points earned and spent', async () => {
    const response = await t.call('GET', 'member/transaksi/PST-M0001', kasir);
    expect(response.statusCode, response.body).toBe(200);
    const head = response.json() as RingkasanMember;
    expect(head.member.kode_member).toBe('PST-M0001');
    expect(head.transaksi.map((row) => row.jenis)).toEqual([
      'penjualan',
      'pembelian',
      'titipan',
      'pesanan',
      'service',
      'hutang',
    ]);
    expect([head.poin_didapat, head.poin_dipakai]).toEqual([0, 0]);
    const page = await t.call('GET', 'member/transaksi/PST-M0001/paginated?jenis=hutang', kasir);
    expect(page.json()).toEqual({ data: [], count: 0 });
    const bad = await t.call('GET', 'member/transaksi/PST-M0001/paginated?jenis=kas', kasir);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Jenis transaksi tidak dikenal']);
  });
});
