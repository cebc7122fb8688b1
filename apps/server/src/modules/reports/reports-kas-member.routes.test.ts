import { type Member, type ReportPage, type ReportUserOption, type SaldoKas, TEXTS } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
let spvT2: string;
const today = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };
/** Two days before the test's today: frozen by a closing; the day after: closed before balances were frozen. */
const FROZEN_DAY = '2026-11-20';
const UNFROZEN_DAY = '2026-11-21';

let key = 0;
async function ok(token: string, method: 'GET' | 'POST', path: string, body?: object) {
  const response = await t.call(method, path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json();
}
async function report(token: string, name: string, body: object = today): Promise<ReportPage> {
  return (await ok(token, 'POST', `laporan/${name}`, { limit: 500, ...body })) as ReportPage;
}
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
/** The cash screens' own balance of the till on a day. */
async function saldoKas(tanggal: string): Promise<SaldoKas> {
  const balances = (await ok(owner, 'GET', `cash/saldo?tanggal=${tanggal}`)) as SaldoKas[];
  const kas = balances.find((balance) => balance.akun === 'KAS');
  if (!kas) throw new Error('saldo KAS tidak ada');
  return kas;
}
async function uangKas(token: string, kode_transaksi: string, jumlah: number) {
  await ok(token, 'POST', 'cash/uang-kas', {
    idempotency_key: `laporan-kas-${++key}-xxxx`,
    kode_transaksi,
    jumlah,
    keterangan: '',
  });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  const ownerT2 = await t.login('T2', 'OWNER');
  // The PST supervisor books cash but holds no report; the cashier holds one report only.
  await grantMenus(t, owner, 'SPV', ['uang-kas']);
  await grantMenus(t, owner, 'KASIR', ['laporan-daftar-member']);
  await grantMenus(t, ownerT2, 'SPV', ['laporan-transaksi-keuangan-cash', 'laporan-daftar-member']);
  [spv, kasir, spvT2] = await Promise.all([
    t.login('PST', 'SPV'),
    t.login('PST', 'KASIR'),
    t.login('T2', 'SPV'),
  ]);

  // History of PST's till: a day frozen by Tutup Toko (its akhir is what the next day opens
  // with), a day closed before balances were frozen, and a transfer that is no cash at all.
  await rows(sql`insert into keuangan (kode_toko, tanggal, kategori, jenis, no_rekening, deskripsi, jumlah_in, jumlah_out, input_by, valid_by)
    values ('PST', ${FROZEN_DAY}, 'MODAL', 'CASH', '', 'UK-HIST-1', 3000000, 0, 'OWNER', 'OWNER'),
      ('PST', ${FROZEN_DAY}, 'PENJUALAN', 'TRANSFER', '1234567890', 'FJ-HIST-1', 1000000, 0, 'KASIR', 'SPV'),
      ('PST', ${UNFROZEN_DAY}, 'OPS', 'CASH', '', 'UK-HIST-2', 0, 400000, 'KASIR', 'SPV'),
      ('T2', ${UNFROZEN_DAY}, 'MODAL', 'CASH', '', 'UK-T2-1', 9000000, 0, 'OWNER', 'OWNER')`);
  await rows(sql`insert into keuangan_saldo (kode_toko, tanggal, akun, awal, masuk, keluar, akhir)
    values ('PST', ${FROZEN_DAY}, 'KAS', 0, 3000000, 0, 3000000)`);
  // Today, through the cash screens: money in, money out, and cash paid into the bank.
  await uangKas(owner, 'MODAL', 2_000_000);
  await uangKas(owner, 'OPS', 250_000);
  await uangKas(spv, 'LISTRIK', 100_000);
  await ok(owner, 'POST', 'cash/tambah-bank', {
    idempotency_key: `laporan-kas-${++key}-xxxx`,
    no_rekening: '1234567890',
    jumlah: 500_000,
    keterangan: '',
  });
  await uangKas(ownerT2, 'MODAL', 1_500_000);

  // Members: the demo's three registered at PST, one more of PST (inactive, registered just
  // after midnight of the shop's day in Jakarta), one of T2, and one registered after the period.
  await rows(sql`update member set created_at = '2026-11-01T03:00:00Z'`);
  await rows(sql`insert into member (kode_member, kode_toko, nama_member, no_hp, alamat, status_aktif, created_by, created_at)
    values ('PST-M0100', 'PST', 'IBU SARI', '0812000100', 'JL. MAWAR 1', false, 'OWNER', '2026-11-21T18:30:00Z'),
      ('T2-M0200', 'T2', 'BAPAK JOKO', '0812000200', 'JL. MELATI 2', true, 'OWNER', '2026-11-10T03:00:00Z'),
      ('PST-M0300', 'PST', 'IBU NANTI', '0812000300', 'JL. KENANGA 3', true, 'OWNER', '2026-11-23T03:00:00Z')`);
  // Points ledger: PST-M0001 earns at PST and at T2 (members belong to the chain) and spends some.
  await rows(sql`insert into member_poin (kode_member, kode_toko, tanggal, kategori, no_ref, poin, created_by)
    values ('PST-M0001', 'PST', '2026-11-05', 'PENJUALAN', 'FJ-P-1', 40, 'KASIR'),
      ('PST-M0001', 'T2', '2026-11-12', 'PENJUALAN', 'FJ-T2-1', 25, 'KASIR'),
      ('PST-M0001', 'PST', ${TEST_TODAY}, 'TUKAR HADIAH', 'HD-1', -30, 'KASIR'),
      ('PST-M0002', 'PST', '2026-11-15', 'PENJUALAN', 'FJ-P-2', 10, 'KASIR'),
      ('T2-M0200', 'T2', '2026-11-11', 'PENJUALAN', 'FJ-T2-2', 7, 'KASIR')`);
  // A user only PST has, to show which shop's users a list holds.
  await rows(sql`insert into users (kode_toko, user_id, user_name, level, password_hash)
    select 'PST', 'ANDI', 'Andi Pratama', 'KASIR', password_hash from users where kode_toko = 'PST' and user_id = 'KASIR'`);
});
afterAll(async () => {
  await t.close();
});

describe('report access (cash book and member list)', () => {
  it('needs a token and the menu of each report, and refuses a bad period', async () => {
    for (const name of ['transaksi-keuangan-cash', 'daftar-member']) {
      expect((await t.call('POST', `laporan/${name}`, undefined, today)).statusCode).toBe(401);
      const denied = await t.call('POST', `laporan/${name}`, spv, today);
      expect({ status: denied.statusCode, body: denied.json() }).toEqual({
        status: 403,
        body: { message: TEXTS.menuForbidden },
      });
      const reversed = await t.call('POST', `laporan/${name}`, owner, {
        tgl_from: TEST_TODAY,
        tgl_to: UNFROZEN_DAY,
      });
      expect({ status: reversed.statusCode, body: reversed.json() }).toEqual({
        status: 400,
        body: { message: TEXTS.report.rangeReversed },
      });
      const tooLong = await t.call('POST', `laporan/${name}`, owner, {
        tgl_from: '2025-11-01',
        tgl_to: TEST_TODAY,
      });
      expect(tooLong.statusCode).toBe(400);
    }
    // The cashier holds Daftar Member, not the cash book.
    expect((await t.call('POST', 'laporan/transaksi-keuangan-cash', kasir, today)).statusCode).toBe(403);
    expect((await t.call('POST', 'laporan/daftar-member', kasir, today)).statusCode).toBe(200);
  });
});

describe('Laporan Transaksi Keuangan Cash', () => {
  /** Each row's akhir is awal + masuk - keluar, and the next row opens with it. */
  function expectChained(data: ReportPage['data']) {
    let previous: number | null = null;
    for (const row of data) {
      const [awal, masuk, keluar, akhir] = [row.awal, row.masuk, row.keluar, row.akhir].map(Number);
      expect(akhir, JSON.stringify(row)).toBe(Number(awal) + Number(masuk) - Number(keluar));
      if (previous !== null) expect(awal, JSON.stringify(row)).toBe(previous);
      previous = Number(akhir);
    }
  }

  it('opens with the till’s awal and ends on the cash screen’s akhir; only cash rows', async () => {
    const page = await report(owner, 'transaksi-keuangan-cash');
    const kas = await saldoKas(TEST_TODAY);
    const [cashRows] = await rows<{ count: number; masuk: string; keluar: string }>(sql`
      select count(*)::int as count, sum(jumlah_in)::bigint as masuk, sum(jumlah_out)::bigint as keluar
      from keuangan where kode_toko = 'PST' and tanggal = ${TEST_TODAY} and jenis = 'CASH'`);
    expect(page.count).toBe(1 + Number(cashRows?.count));
    expect(page.data[0]).toMatchObject({
      tanggal: TEST_TODAY,
      kategori: 'SALDO AWAL',
      awal: kas.awal,
      masuk: 0,
      keluar: 0,
      akhir: kas.awal,
    });
    // 3,000,000 frozen on the 20th, 400,000 out on the 21st (never frozen).
    expect(kas.awal).toBe(2_600_000);
    expectChained(page.data);
    expect(page.data.at(-1)?.akhir).toBe(kas.akhir);
    expect(page.totals).toEqual({ masuk: kas.masuk, keluar: kas.keluar });
    expect(page.totals).toEqual({ masuk: Number(cashRows?.masuk), keluar: Number(cashRows?.keluar) });
    expect(kas.akhir).toBe(2_600_000 + 2_000_000 - 250_000 - 100_000 - 500_000);
    expect(page.data.map((row) => row.kategori)).toEqual([
      'SALDO AWAL',
      'MODAL',
      'OPS',
      'LISTRIK',
      'TAMBAH UANG BANK',
    ]);
    expect(page.data[3]).toMatchObject({ input_by: 'SPV', keluar: 100_000, deskripsi: expect.any(String) });
  });

  it('runs over several days: each day’s last akhir is that day’s balance on the cash screens', async () => {
    const page = await report(owner, 'transaksi-keuangan-cash', { tgl_from: FROZEN_DAY, tgl_to: TEST_TODAY });
    expectChained(page.data);
    expect(page.data[0]).toMatchObject({ tanggal: FROZEN_DAY, kategori: 'SALDO AWAL', awal: 0 });
    for (const day of [FROZEN_DAY, UNFROZEN_DAY, TEST_TODAY]) {
      const last = page.data.filter((row) => row.tanggal === day).at(-1);
      const kas = await saldoKas(day);
      expect(last?.akhir, day).toBe(kas.akhir);
    }
    expect(page.data.some((row) => row.deskripsi === 'FJ-HIST-1')).toBe(false);
    // Paged on the server, the same rows in the same order.
    const second = await report(owner, 'transaksi-keuangan-cash', {
      tgl_from: FROZEN_DAY,
      tgl_to: TEST_TODAY,
      skip: 2,
      limit: 2,
    });
    expect(second.data).toEqual(page.data.slice(2, 4));
    expect(second.count).toBe(page.count);
  });

  it('filters by kasir and searches without losing the till’s balance around each row', async () => {
    const bySpv = await report(owner, 'transaksi-keuangan-cash', { ...today, filters: { kasir: 'spv' } });
    expect(bySpv.data).toHaveLength(1);
    const [row] = bySpv.data;
    expect(row).toMatchObject({ kategori: 'LISTRIK', input_by: 'SPV', keluar: 100_000 });
    expect(row?.akhir).toBe(Number(row?.awal) - 100_000);
    expect(bySpv.totals).toEqual({ masuk: 0, keluar: 100_000 });
    const whole = await report(owner, 'transaksi-keuangan-cash');
    expect(whole.data.find((candidate) => candidate.kategori === 'LISTRIK')).toEqual(row);
    const searched = await report(owner, 'transaksi-keuangan-cash', { ...today, search: 'tambah' });
    expect(searched.data.map((candidate) => candidate.kategori)).toEqual(['TAMBAH UANG BANK']);
  });

  it('keeps T2 to its till; the owner’s whole chain opens each shop with its own awal', async () => {
    const own = await report(spvT2, 'transaksi-keuangan-cash');
    expect(own.kode_toko).toBe('T2');
    expect(own.data.map((row) => [row.kategori, row.awal, row.akhir])).toEqual([
      ['SALDO AWAL', 9_000_000, 9_000_000],
      ['MODAL', 9_000_000, 10_500_000],
    ]);
    expect(own.data[0]).not.toHaveProperty('kode_toko');
    for (const kode_toko of ['PST', 'SEMUA']) {
      const refused = await t.call('POST', 'laporan/transaksi-keuangan-cash', spvT2, { ...today, kode_toko });
      expect(refused.statusCode).toBe(403);
    }
    const chain = await report(owner, 'transaksi-keuangan-cash', { ...today, kode_toko: 'SEMUA' });
    const pst = await report(owner, 'transaksi-keuangan-cash');
    const t2Rows = chain.data.filter((row) => row.kode_toko === 'T2');
    const pstRows = chain.data.filter((row) => row.kode_toko === 'PST');
    expect(t2Rows.map((row) => row.akhir)).toEqual(own.data.map((row) => row.akhir));
    expect(pstRows.map((row) => row.akhir)).toEqual(pst.data.map((row) => row.akhir));
    expect(chain.totals.masuk).toBe((pst.totals.masuk ?? 0) + (own.totals.masuk ?? 0));
    // Every shop of the chain opens with its SALDO AWAL, moved or not.
    const others = chain.data.filter((row) => row.kode_toko !== 'PST' && row.kode_toko !== 'T2');
    expect(others.every((row) => row.kategori === 'SALDO AWAL')).toBe(true);
    const [shops] = await rows<{ n: number }>(sql`select count(*)::int as n from toko`);
    expect(others).toHaveLength(Number(shops?.n) - 2);
    expect(chain.count).toBe(pst.count + own.count + others.length);
  });
});

describe('cash book and member list as files', () => {
  it('exports the cash book row by row with masuk and keluar summed, the balances not', async () => {
    const period = { tgl_from: FROZEN_DAY, tgl_to: TEST_TODAY };
    const page = await report(owner, 'transaksi-keuangan-cash', period);
    const response = await t.call('POST', 'laporan/transaksi-keuangan-cash/export', owner, {
      ...period,
      format: 'csv',
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[4]).toBe(
      'Tanggal,Kategori,No Transaksi,Keterangan,User,Saldo Awal,Masuk,Keluar,Saldo Akhir',
    );
    const body = lines.slice(5, -1).map((line) => line.split(','));
    expect(body).toHaveLength(page.count);
    expect(body.map((cells) => Number(cells[8]))).toEqual(page.data.map((row) => row.akhir));
    expect(lines.at(-1)?.split(',')).toEqual([
      'TOTAL',
      '',
      '',
      '',
      '',
      '',
      String(page.totals.masuk),
      String(page.totals.keluar),
      '',
    ]);
    const print = await t.call('POST', 'laporan/daftar-member/print', owner, today);
    expect(print.statusCode).toBe(200);
  });
});

describe('Laporan Daftar Member', () => {
  it('lists the members the shop registered by the period’s end, points from the whole chain’s ledger', async () => {
    const page = await report(owner, 'daftar-member');
    expect(page.data.map((row) => row.kode_member)).toEqual([
      'PST-M0001',
      'PST-M0002',
      'PST-M0003',
      'PST-M0100',
    ]);
    expect(page.data[0]).toEqual({
      kode_member: 'PST-M0001',
      nama_member: 'IBU ANI SURYANI',
      no_hp: '081298765001',
      alamat: 'JL. KEBON SIRIH NO. 5, JAKARTA PUSAT',
      kota: '',
      tgl_lahir: null,
      nik: '',
      tgl_daftar: '2026-11-01',
      poin: 40 + 25 - 30,
      status: 'AKTIF',
    });
    // Registered at 01:30 of the 22nd in Jakarta (18:30 UTC of the 21st).
    expect(page.data[3]).toMatchObject({
      kode_member: 'PST-M0100',
      tgl_daftar: TEST_TODAY,
      status: 'TIDAK AKTIF',
    });
    for (const row of page.data) {
      const member = (await ok(owner, 'GET', `member/get/by-kode/${row.kode_member}`)) as Member;
      expect(row.poin, String(row.kode_member)).toBe(member.poin);
    }
    const [ledger] = await rows<{ poin: string }>(sql`
      select sum(p.poin)::bigint as poin from member_poin p join member m on m.kode_member = p.kode_member
      where m.kode_toko = 'PST' and p.tanggal <= ${TEST_TODAY}`);
    expect(page.totals).toEqual({ poin: Number(ledger?.poin) });
    // As it stood on an earlier day: PST-M0100 not yet registered, PST-M0001's gift not yet taken.
    const before = await report(owner, 'daftar-member', { tgl_from: UNFROZEN_DAY, tgl_to: UNFROZEN_DAY });
    expect(before.data.map((row) => [row.kode_member, row.poin])).toEqual([
      ['PST-M0001', 65],
      ['PST-M0002', 10],
      ['PST-M0003', 0],
    ]);
  });

  it('filters by status and finds a member by name or phone', async () => {
    const inactive = await report(owner, 'daftar-member', { ...today, filters: { status: 'tidak aktif' } });
    expect(inactive.data.map((row) => row.kode_member)).toEqual(['PST-M0100']);
    const everyone = await report(owner, 'daftar-member', { ...today, filters: { status: 'SEMUA' } });
    expect(everyone.count).toBe(4);
    const byPhone = await report(owner, 'daftar-member', { ...today, search: '765002' });
    expect(byPhone.data.map((row) => row.kode_member)).toEqual(['PST-M0002']);
  });

  it('keeps T2 to the members it registered; the whole chain carries the shop', async () => {
    const own = await report(spvT2, 'daftar-member');
    expect(own.data).toEqual([expect.objectContaining({ kode_member: 'T2-M0200', poin: 7 })]);
    expect(
      (await t.call('POST', 'laporan/daftar-member', spvT2, { ...today, kode_toko: 'PST' })).statusCode,
    ).toBe(403);
    const chain = await report(owner, 'daftar-member', { ...today, kode_toko: 'SEMUA' });
    expect(chain.data.map((row) => [row.kode_toko, row.kode_member])).toEqual([
      ['PST', 'PST-M0001'],
      ['PST', 'PST-M0002'],
      ['PST', 'PST-M0003'],
      ['PST', 'PST-M0100'],
      ['T2', 'T2-M0200'],
    ]);
  });
});

describe('GET laporan/options/users', () => {
  const ids = (users: ReportUserOption[]) => users.map((user) => user.user_id);

  it('gives anyone holding a report the users of their shop, id and name only', async () => {
    expect((await t.call('GET', 'laporan/options/users')).statusCode).toBe(401);
    // The cashier may not read the user-management list, but may filter a report by user.
    expect((await t.call('GET', 'users/get/all', kasir)).statusCode).toBe(403);
    const users = (await ok(kasir, 'GET', 'laporan/options/users')) as ReportUserOption[];
    expect(ids(users)).toEqual(['ANDI', 'KASIR', 'MU', 'OWNER', 'SPV', 'SU']);
    expect(users).toContainEqual({ user_id: 'KASIR', nama: 'Dewi Lestari' });
    expect(Object.keys(users[0] ?? {}).sort()).toEqual(['nama', 'user_id']);
  });

  it('refuses a user without any report menu', async () => {
    const denied = await t.call('GET', 'laporan/options/users', spv);
    expect({ status: denied.statusCode, body: denied.json() }).toEqual({
      status: 403,
      body: { message: TEXTS.menuForbidden },
    });
  });

  it('never shows T2 the users of PST; owner levels choose a shop or the chain', async () => {
    const t2 = (await ok(spvT2, 'GET', 'laporan/options/users')) as ReportUserOption[];
    expect(ids(t2)).not.toContain('ANDI');
    expect(ids(t2)).toContain('SPV');
    for (const kode of ['PST', 'SEMUA']) {
      const refused = await t.call('GET', `laporan/options/users?kode_toko=${kode}`, spvT2);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 403,
        body: { message: TEXTS.report.otherShopForbidden },
      });
    }
    const ofT2 = (await ok(owner, 'GET', 'laporan/options/users?kode_toko=T2')) as ReportUserOption[];
    expect(ids(ofT2)).toEqual(ids(t2));
    const chain = (await ok(owner, 'GET', 'laporan/options/users?kode_toko=SEMUA')) as ReportUserOption[];
    expect(ids(chain)).toEqual(['ANDI', 'KASIR', 'MU', 'OWNER', 'SPV', 'SU']);
    expect((await t.call('GET', 'laporan/options/users?kode_toko=XX', owner)).statusCode).toBe(400);
  });
});
