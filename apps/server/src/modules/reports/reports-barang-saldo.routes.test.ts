import { type Barang, type ReportPage, type ReportRow, TEXTS } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellAndBuyBack } from '../../../test/buyback-fixtures.ts';
import { addPieces, scanned } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { countTill } from '../../../test/till-fixtures.ts';

/**
 * The Barang stock reports (issue 12) over two business days of PST: day 1 adds, sells, buys
 * back, destroys and moves pieces, then the shop closes; day 2 adds and sells more and puts a
 * piece on deposit. Each report must equal the daily balance rows and the stock cards.
 */
let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
let ownerT2: string;
let spvT2: string;
const DAY1 = TEST_TODAY;
const DAY2 = '2026-11-23';
const both = { tgl_from: DAY1, tgl_to: DAY2 };
const day2 = { tgl_from: DAY2, tgl_to: DAY2 };
const SALDO_MENUS = ['laporan-barang-sumary', 'laporan-barang-sumary-periode', 'laporan-stock-jual'];
const NAMES = ['barang-sumary', 'barang-sumary-periode', 'stock-jual'];
const MOVEMENTS = ['in', 'out', 'tambah', 'beli', 'jual', 'hancur'] as const;
const SALDO_KEYS = ['stock_awal', 'berat_awal', 'stock_akhir', 'berat_akhir'];

let key = 0;
async function ok(token: string, path: string, body: object) {
  const response = await t.call('POST', path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json();
}
async function sell(token: string, pieces: Barang[], validator: string) {
  const sale = await ok(token, 'penjualan', {
    idempotency_key: `saldo-jual-${++key}-xxxx`,
    kode_sales: 'S01',
    nama_customer: 'ibu ani',
    items: pieces.map(scanned),
    bayar: { cash: 100_000_000 },
  });
  await ok(validator, 'penjualan/validasi', { no_faktur_group: [sale.no_faktur_group] });
}
async function report(token: string, name: string, body: object = day2): Promise<ReportPage> {
  return (await ok(token, `laporan/${name}`, body)) as ReportPage;
}
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const grams = (milligrams: unknown) => Number(milligrams) / 1000;

/** akhir = awal + in + tambah + beli - out - jual - hancur - susut, in pieces and in grams. */
function expectBalanced(row: ReportRow) {
  const value = (column: string) => Math.round(Number(row[column] ?? 0) * 1000);
  for (const unit of ['stock', 'berat'] as const) {
    const susut = unit === 'berat' ? value('berat_susut') : 0;
    expect(value(`${unit}_akhir`), JSON.stringify(row)).toBe(
      value(`${unit}_awal`) +
        value(`${unit}_in`) +
        value(`${unit}_tambah`) +
        value(`${unit}_beli`) -
        value(`${unit}_out`) -
        value(`${unit}_jual`) -
        value(`${unit}_hancur`) -
        susut,
    );
  }
}

/** The balance rows of PST for one day per gudang/baki/group, as the report's columns. */
async function balanceOf(tanggal: string) {
  const found = await rows<Record<string, string>>(sql`
    select s.kode_gudang, s.kode_baki, b.kode_group,
      sum(s.stock_awal)::int as stock_awal, sum(s.berat_awal)::int as berat_awal,
      sum(s.stock_in)::int as stock_in, sum(s.berat_in)::int as berat_in,
      sum(s.stock_out)::int as stock_out, sum(s.berat_out)::int as berat_out,
      sum(s.stock_tambah)::int as stock_tambah, sum(s.berat_tambah)::int as berat_tambah,
      sum(s.stock_beli)::int as stock_beli, sum(s.berat_beli)::int as berat_beli,
      sum(s.stock_jual)::int as stock_jual, sum(s.berat_jual)::int as berat_jual,
      sum(s.stock_hancur)::int as stock_hancur, sum(s.berat_hancur)::int as berat_hancur,
      sum(s.berat_susut)::int as berat_susut,
      sum(s.stock_akhir)::int as stock_akhir, sum(s.berat_akhir)::int as berat_akhir
    from barang_saldo s join barang b on b.kode_barcode = s.kode_barcode
    where s.kode_toko = 'PST' and s.tanggal = ${tanggal}
    group by s.kode_gudang, s.kode_baki, b.kode_group order by 1, 2, 3`);
  return found.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([column, value]) => [
        column,
        column.startsWith('berat_') ? grams(value) : column.startsWith('stock_') ? Number(value) : value,
      ]),
    ),
  );
}

/** Pieces PST holds now, from the stock cards. */
async function inStock(onSale = false) {
  const [row] = await rows<{ qty: string; berat: string }>(sql`
    select coalesce(sum(stock), 0)::bigint as qty, coalesce(sum(berat), 0)::bigint as berat from barang
    where kode_toko = 'PST' and stock > 0
      and (${!onSale} or (status = 'READY' and no_pesanan is null))`);
  return { qty: Number(row?.qty), berat: grams(row?.berat) };
}

let boughtBack: Barang;
let deposited: Barang;

beforeAll(async () => {
  t = await createTestApp();
  [owner, spv, kasir, ownerT2] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'SPV'),
    t.login('PST', 'KASIR'),
    t.login('T2', 'OWNER'),
  ]);
  // Day 1: six rings and a necklace; one sold, one sold and bought back, one destroyed,
  // one moved to the pendant tray.
  const [a, b, c, d, e, f] = (await addPieces(t, owner, [
    { nama_barang: 'CINCIN A', berat: 2.5 },
    { nama_barang: 'CINCIN B', berat: 3.27 },
    { nama_barang: 'CINCIN C', berat: 2 },
    { nama_barang: 'CINCIN D', berat: 1.5 },
    { nama_barang: 'CINCIN E', berat: 2.2 },
    { nama_barang: 'CINCIN F', berat: 1.8 },
    { nama_barang: 'KALUNG', berat: 10.5, kode_group: '700', kode_dept: 'KL', kode_baki: 'KLDLM', kadar: 70 },
  ])) as Barang[] as [Barang, Barang, Barang, Barang, Barang, Barang];
  boughtBack = b;
  await sell(owner, [a], spv);
  await sellAndBuyBack(t, owner, [b]);
  await ok(owner, 'hancur-barang', {
    kode_kondisi: 'RUSAK',
    keterangan: 'Patah',
    items: [scanned(c)],
    otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'Patah' },
  });
  await ok(owner, 'pindah-barang', {
    items: [scanned(d)],
    kode_gudang_tujuan: 'TOKO',
    kode_baki_tujuan: 'LT17',
  });
  await addPieces(t, ownerT2, [{ nama_barang: 'CINCIN T2', berat: 4 }]);
  await countTill(t, owner);
  await ok(owner, 'system/close', { PROSES: 'close' });

  // Day 2 (the closing ended every session of PST): one more ring, E sold, F on deposit.
  [owner, spv, kasir] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'SPV'),
    t.login('PST', 'KASIR'),
  ]);
  await addPieces(t, owner, [{ nama_barang: 'CINCIN G', berat: 3 }]);
  await sell(owner, [e], spv);
  const titip = await ok(owner, 'titipan', {
    idempotency_key: `saldo-titip-${++key}-xxxx`,
    kode_sales: 'S02',
    nama_customer: 'bapak hendra',
    items: [scanned(f)],
    dp: 1_000_000,
    bayar: { cash: 1_000_000 },
  });
  await ok(spv, 'titipan/validasi', { no_titip: [titip.no_titip] });
  deposited = f;

  await grantMenus(t, owner, 'SPV', SALDO_MENUS);
  await grantMenus(t, ownerT2, 'SPV', SALDO_MENUS);
  [spv, spvT2] = await Promise.all([t.login('PST', 'SPV'), t.login('T2', 'SPV')]);
});
afterAll(async () => {
  await t.close();
});

describe('access to the stock reports', () => {
  it('needs a token and the menu of the report', async () => {
    for (const name of NAMES) {
      expect((await t.call('POST', `laporan/${name}`, undefined, day2)).statusCode, name).toBe(401);
      const denied = await t.call('POST', `laporan/${name}`, kasir, day2);
      expect({ name, status: denied.statusCode, body: denied.json() }).toEqual({
        name,
        status: 403,
        body: { message: TEXTS.menuForbidden },
      });
    }
  });

  it('refuses a reversed period and one over 366 days', async () => {
    const cases: [object, string][] = [
      [{ tgl_from: DAY2, tgl_to: DAY1 }, TEXTS.report.rangeReversed],
      [{ tgl_from: '2025-11-21', tgl_to: DAY2 }, TEXTS.report.rangeTooLong],
    ];
    for (const name of NAMES) {
      for (const [body, message] of cases) {
        const response = await t.call('POST', `laporan/${name}`, owner, body);
        expect({ name, status: response.statusCode, body: response.json() }).toEqual({
          name,
          status: 400,
          body: { message },
        });
      }
    }
  });

  it('keeps T2 to its own rows; the owner’s whole chain carries the shop column', async () => {
    // T2 has not closed: its business date is still day 1.
    for (const name of NAMES) {
      const own = await report(spvT2, name, both);
      expect(own.kode_toko).toBe('T2');
      expect(own.data.length, name).toBeGreaterThan(0);
      expect(own.data[0]).not.toHaveProperty('kode_toko');
      // T2 added one ring of 4 g: no piece of PST in its figures.
      const qty = name === 'stock-jual' ? own.totals.qty : own.totals.stock_tambah;
      expect({ name, qty }).toEqual({ name, qty: 1 });
      const refused = await t.call('POST', `laporan/${name}`, spvT2, { ...both, kode_toko: 'PST' });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 403,
        body: { message: TEXTS.report.otherShopForbidden },
      });
      const chain = await report(owner, name, { ...both, kode_toko: 'SEMUA' });
      expect(new Set(chain.data.map((row) => row.kode_toko))).toEqual(new Set(['PST', 'T2']));
    }
  });
});

describe('Laporan Barang Summary', () => {
  it('a day: akhir equals the pieces in stock, and every row the balance rows of its place', async () => {
    await expectLedgerReconciles(t.database.db, 'PST', DAY2);
    const page = await report(owner, 'barang-sumary');
    const stock = await inStock();
    expect({ qty: page.totals.stock_akhir, berat: page.totals.berat_akhir }).toEqual(stock);
    for (const row of page.data) expectBalanced(row);
    expect(page.data).toEqual(await balanceOf(DAY2));
    expect(page.totals.stock_jual).toBe(1);
    expect(page.totals.stock_tambah).toBe(1);
  });

  it('day 1: every movement in its column, the move out of CC01 and into LT17', async () => {
    const page = await report(owner, 'barang-sumary', { tgl_from: DAY1, tgl_to: DAY1 });
    expect(page.data).toEqual(await balanceOf(DAY1));
    for (const row of page.data) expectBalanced(row);
    expect(page.totals).toMatchObject({
      stock_awal: 0,
      stock_tambah: 7,
      stock_jual: 2,
      stock_beli: 1,
      stock_hancur: 1,
      stock_out: 1,
      stock_in: 1,
      berat_in: 1.5,
      berat_out: 1.5,
      stock_akhir: 5,
    });
    const place = (baki: string) =>
      page.data.find((row) => row.kode_baki === baki && row.kode_group === '750');
    expect(place('CC01')).toMatchObject({ stock_out: 1, berat_out: 1.5 });
    expect(place('LT17')).toMatchObject({ stock_in: 1, berat_in: 1.5, stock_akhir: 1 });
  });

  it('a period: awal of its first day, the movements summed, akhir of its last day', async () => {
    const [first, last, period] = await Promise.all([
      report(owner, 'barang-sumary', { tgl_from: DAY1, tgl_to: DAY1 }),
      report(owner, 'barang-sumary'),
      report(owner, 'barang-sumary', both),
    ]);
    for (const row of period.data) expectBalanced(row);
    for (const unit of ['stock', 'berat'] as const) {
      expect(period.totals[`${unit}_awal`]).toBe(first.totals[`${unit}_awal`]);
      expect(period.totals[`${unit}_akhir`]).toBe(last.totals[`${unit}_akhir`]);
      for (const column of MOVEMENTS) {
        const key = `${unit}_${column}`;
        expect(period.totals[key], key).toBeCloseTo(Number(first.totals[key]) + Number(last.totals[key]), 3);
      }
    }
    // A period reaching past the business date ends at it; one starting before the first
    // balance opens at zero: the same figures.
    const wider = await report(owner, 'barang-sumary', { tgl_from: '2026-11-01', tgl_to: '2026-11-30' });
    expect(wider.data).toEqual(period.data);
    expect(wider.totals.stock_akhir).toBe((await inStock()).qty);
  });

  it('filters by gudang, baki and group', async () => {
    const beli = await report(owner, 'barang-sumary', { ...both, filters: { gudang: 'BELI' } });
    expect(beli.data.map((row) => row.kode_gudang)).toEqual(['BELI']);
    expect(beli.totals).toMatchObject({ stock_beli: 1, stock_akhir: 1, berat_akhir: boughtBack.berat });
    const necklaces = await report(owner, 'barang-sumary', { ...day2, filters: { group: '700' } });
    expect(necklaces.data).toEqual([
      expect.objectContaining({ kode_baki: 'KLDLM', stock_awal: 1, berat_awal: 10.5, stock_akhir: 1 }),
    ]);
    const pendants = await report(owner, 'barang-sumary', { ...day2, filters: { baki: 'LT17' } });
    expect(pendants.data.map((row) => row.kode_baki)).toEqual(['LT17']);
  });
});

describe('Laporan Barang Summary Periode', () => {
  it('one row per day per gudang/baki/group, each the balance rows of that day', async () => {
    const page = await report(owner, 'barang-sumary-periode', { ...both, limit: 100 });
    const byDay = (tanggal: string) =>
      page.data.filter((row) => row.tanggal === tanggal).map(({ tanggal: _, ...row }) => row);
    expect(byDay(DAY1)).toEqual(await balanceOf(DAY1));
    expect(byDay(DAY2)).toEqual(await balanceOf(DAY2));
    expect(page.count).toBe(page.data.length);
    for (const row of page.data) expectBalanced(row);
    // The closing carries each place: its akhir of day 1 is its awal of day 2.
    for (const row of byDay(DAY1)) {
      const next = byDay(DAY2).find(
        (other) =>
          other.kode_gudang === row.kode_gudang &&
          other.kode_baki === row.kode_baki &&
          other.kode_group === row.kode_group,
      );
      expect({ stock: next?.stock_awal ?? 0, berat: next?.berat_awal ?? 0 }).toEqual({
        stock: row.stock_akhir,
        berat: row.berat_akhir,
      });
    }
    // Movements add up over the days; a sum of daily balances means nothing, so none is given.
    const summary = await report(owner, 'barang-sumary', both);
    for (const column of MOVEMENTS)
      expect(page.totals[`stock_${column}`]).toBe(summary.totals[`stock_${column}`]);
    for (const column of SALDO_KEYS) expect(page.totals).not.toHaveProperty(column);
  });
});

describe('Laporan Stock Jual', () => {
  it('the pieces on sale now by jenis/baki/group, not the bought-back or deposited ones', async () => {
    const page = await report(owner, 'stock-jual');
    expect(page.totals).toEqual(await inStock(true));
    expect(page.totals.qty).toBeLessThan((await inStock()).qty);
    expect(page.data).toEqual(
      expect.arrayContaining([
        { kode_dept: 'KL', kode_baki: 'KLDLM', kode_group: '700', qty: 1, berat: 10.5 },
        { kode_dept: 'CC', kode_baki: 'LT17', kode_group: '750', qty: 1, berat: 1.5 },
      ]),
    );
    const [onCards] = await rows<{ n: number }>(sql`
      select count(*)::int as n from barang
      where kode_barcode in (${boughtBack.kode_barcode}, ${deposited.kode_barcode}) and stock > 0`);
    expect(onCards?.n).toBe(2);
    const rings = await report(owner, 'stock-jual', { ...day2, filters: { jenis: 'CC', baki: 'CC01' } });
    // Of the seven, G is the only ring left in CC01 on sale (D moved, F on deposit).
    expect(rings.data).toEqual([{ kode_dept: 'CC', kode_baki: 'CC01', kode_group: '750', qty: 1, berat: 3 }]);
  });
});

describe('HIDE_SALDO_BARANG_SUMMARY (SPEC §6)', () => {
  it('leaves the balance out of the summaries for everyone but OWN, movements stay', async () => {
    const before = await report(spv, 'barang-sumary');
    expect(before.data[0]).toHaveProperty('stock_akhir');
    await rows(sql`insert into para_system (kode_toko, key, value, kategori)
      values ('PST', 'HIDE_SALDO_BARANG_SUMMARY', 'true', 'MODULE')
      on conflict (kode_toko, key) do update set value = 'true'`);
    try {
      const [spvHidden, su, own] = await Promise.all([
        t.login('PST', 'SPV'),
        t.login('PST', 'SU'),
        t.login('PST', 'OWNER'),
      ]);
      for (const [token, name] of [
        [spvHidden, 'barang-sumary'],
        [su, 'barang-sumary'],
        [spvHidden, 'barang-sumary-periode'],
      ] as const) {
        const page = await report(token, name);
        for (const row of page.data) for (const column of SALDO_KEYS) expect(row).not.toHaveProperty(column);
        for (const column of SALDO_KEYS) expect(page.totals).not.toHaveProperty(column);
        expect(page.totals.stock_jual).toBe(1);
        const print = await t.call('POST', `laporan/${name}/print`, token, day2);
        expect(print.json().data[0]).not.toHaveProperty('berat_akhir');
      }
      const csv = await t.call('POST', 'laporan/barang-sumary/export', spvHidden, { ...day2, format: 'csv' });
      expect(csv.statusCode).toBe(200);
      const header = csv.body.replace(/^\ufeff/, '').split('\r\n')[4];
      expect(header).toContain('Qty JUAL');
      expect(header).not.toContain('AWAL');
      expect(header).not.toContain('AKHIR');
      // OWN sees the balance whatever the flag; stock-jual is not the balance summary.
      const owned = await report(own, 'barang-sumary');
      expect(owned.totals.stock_akhir).toBe((await inStock()).qty);
      expect((await report(spvHidden, 'stock-jual')).totals.qty).toBe((await inStock(true)).qty);
    } finally {
      await rows(sql`delete from para_system where kode_toko = 'PST' and key = 'HIDE_SALDO_BARANG_SUMMARY'`);
    }
  });
});
