import {
  type Barang,
  type ImportJob,
  importRecords,
  type PembelianImportInput,
  type PenjualanDoc,
  type PenjualanImportInput,
  TEXTS,
} from '@toko/shared';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, scanned } from '../../../test/goods-fixtures.ts';
import { importPart, importRows } from '../../../test/import-client.ts';
import { rollupAndRaw } from '../../../test/rollup-check.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pembelian, penjualan, penjualanDetail, toko } from '../../db/schema/index.ts';

/**
 * Import Data of penjualan and pembelian through the real HTTP stack (parts, staging, the
 * polled job) on the real database: what a shop sees after an import, and every refusal
 * leaving nothing behind.
 */

let t: TestApp;
let owner: string;
let kasir: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, kasir] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'KASIR')]);
});
afterAll(async () => {
  await t.close();
});

const visit = (no: string, tgl: string) => ({
  no_faktur_group: no,
  tgl_system: tgl,
  kode_sales: 'S01',
  nama_customer: 'IBU ANI',
  alamat_customer: 'JL. MAWAR 1, BEKASI',
  input_by: 'KASIR',
  status_valid: 'DONE',
  jam: '10:15:00',
});
let lastBarcode = 60_000_000;
/** Pieces sold long ago: none is on a tray of the demo shop. */
function nextBarcode() {
  lastBarcode += 1;
  return String(lastBarcode);
}
const jual = (group: ReturnType<typeof visit>, n: number, harga: number): PenjualanImportInput => ({
  ...group,
  no_faktur_jual: `${group.no_faktur_group}-${n}`,
  kode_gudang: 'TOKO',
  kode_baki: 'LT17',
  kode_barcode: nextBarcode(),
  kode_group: '750',
  kode_dept: 'CC',
  nama_barang: 'CINCIN, CONTOH',
  berat: '2.500',
  harga_jual: String(harga),
  harga_gram: '1480000',
  harga_total: String(harga),
  status_kembali: 'OPEN',
  cash_rp: String(harga),
});

/** A shop's month of sales: three visits on two closed days of the business month. */
const V1 = visit('IMP-FJ-2611-01', '2026-11-05');
const V2 = visit('IMP-FJ-2611-02', '2026-11-05');
const V3 = visit('IMP-FJ-2611-03', '2026-11-06');
const FILE = [jual(V1, 1, 5_000_000), jual(V1, 2, 1_500_000), jual(V2, 1, 2_000_000), jual(V3, 1, 3_000_000)];

const lineCount = async (prefix: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(penjualanDetail)
      .where(like(penjualanDetail.no_faktur_jual, `${prefix}%`))
  )[0]?.n;

async function imported(
  type: 'penjualan' | 'pembelian',
  rows: readonly Record<string, unknown>[],
  chunk?: number,
) {
  const run = await importRows(t, owner, type, rows, chunk);
  expect(run.response.statusCode, run.response.body).toBe(200);
  return run.job as ImportJob;
}

describe('import penjualan over HTTP', () => {
  it('refuses the calls without a token (401) and without the Import Data menu (403)', async () => {
    for (const type of ['penjualan', 'pembelian'] as const) {
      expect((await importPart(t, undefined, type, {}, FILE)).statusCode).toBe(401);
      const refused = await importPart(t, kasir, type, {}, FILE);
      expect([refused.statusCode, refused.json().message]).toEqual([403, TEXTS.menuForbidden]);
    }
    expect(await lineCount('IMP-FJ-2611')).toBe(0);
  });

  it('lands a file of visits in the sales tables: Lihat Penjualan and the month chart see them', async () => {
    const job = await imported('penjualan', FILE);
    expect(job).toMatchObject({
      status: 'SELESAI',
      message: TEXTS.dataTools.berhasilImport,
      baru: 4,
      diubah: 0,
    });

    const list = await t.call(
      'GET',
      'penjualan/paginated?dari=2026-11-05&sampai=2026-11-06&limit=100',
      owner,
    );
    expect(list.statusCode, list.body).toBe(200);
    const found = (list.json() as { data: { no_faktur_group: string; total: number }[] }).data.filter((doc) =>
      doc.no_faktur_group.startsWith('IMP-FJ-2611'),
    );
    expect(found.map((doc) => [doc.no_faktur_group, doc.total]).sort()).toEqual([
      ['IMP-FJ-2611-01', 6_500_000],
      ['IMP-FJ-2611-02', 2_000_000],
      ['IMP-FJ-2611-03', 3_000_000],
    ]);

    // The roll-up of each closed day equals its lines (decision 017): the month chart reads it.
    const chart = await t.call('GET', 'penjualan/chart?type=monthly', owner);
    expect(chart.statusCode, chart.body).toBe(200);
    const days = new Map(
      (chart.json() as { data: { tanggal: string; value: number; berat: number }[] }).data.map((day) => [
        day.tanggal,
        day,
      ]),
    );
    expect(days.get('2026-11-05')).toMatchObject({ value: 8_500_000, berat: 7.5 });
    expect(days.get('2026-11-06')).toMatchObject({ value: 3_000_000, berat: 2.5 });
    const { rollup, raw } = await rollupAndRaw(t, 'penjualan', 'PST');
    expect(rollup.map((row) => row.tanggal)).toEqual(['2026-11-05', '2026-11-06']);
    expect(rollup).toEqual(raw);
  });

  it('imports the same file twice without creating anything new', async () => {
    const before = await lineCount('IMP-FJ-2611');
    const job = await imported('penjualan', FILE);
    expect(job).toMatchObject({ status: 'SELESAI', baru: 0, diubah: 0 });
    expect(await lineCount('IMP-FJ-2611')).toBe(before);
  });

  it('refuses a file with one bad row in a later part, naming the row, and changes nothing', async () => {
    const V4 = visit('IMP-FJ-2611-04', '2026-11-07');
    const rows = [jual(V4, 1, 1), jual(V4, 2, 1), jual(V4, 3, 1), { ...jual(V4, 4, 1), berat: '2.5055' }];
    const run = await importRows(t, owner, 'penjualan', rows, 2);
    expect(run.response.statusCode).toBe(400);
    expect(run.response.json().message).toBe(
      'Baris 5: berat harus berat dalam gram dengan paling banyak 3 angka di belakang titik',
    );
    expect(await lineCount('IMP-FJ-2611-04')).toBe(0);
  });

  it('refuses a visit whose lines disagree, and the number of a sale made at the counter', async () => {
    const V5 = visit('IMP-FJ-2611-05', '2026-11-07');
    const differ = await imported('penjualan', [jual(V5, 1, 1), { ...jual(V5, 2, 1), jam: '11:00:00' }]);
    expect(differ).toMatchObject({
      status: 'GAGAL',
      message:
        'Baris 3: jam "11:00:00" berbeda dengan "10:15:00" di baris 2; ' +
        'satu no_faktur_group IMP-FJ-2611-05 harus sama di semua barisnya',
    });
    // A sale made at this shop's counter today, through the counter's own call.
    const [piece] = await addPieces(t, owner, [{}]);
    const sold = await t.call('POST', 'penjualan', kasir, {
      idempotency_key: 'import-test-kasir-0001',
      kode_sales: 'S01',
      nama_customer: 'pak budi',
      items: [scanned(piece as Barang)],
      bayar: { cash: 50_000_000 },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const counterNo = (sold.json() as PenjualanDoc).no_faktur_group;
    const [shop] = await t.database.db.select().from(toko).where(eq(toko.kode_toko, 'PST'));
    const counter = await imported('penjualan', [
      jual(V5, 1, 1),
      jual(visit(counterNo, shop?.tgl_system ?? ''), 1, 1),
    ]);
    expect(counter).toMatchObject({
      status: 'GAGAL',
      message: `Baris 3: no_faktur_group ${counterNo} adalah penjualan yang dibuat di kasir toko ini, bukan hasil import`,
    });
    // The counter's sale is as it was: one line, its own price.
    const lines = await t.database.db
      .select()
      .from(penjualanDetail)
      .where(eq(penjualanDetail.no_faktur_group, counterNo));
    expect(lines.map((line) => line.kode_barcode)).toEqual([piece?.kode_barcode]);
    expect(await lineCount('IMP-FJ-2611-05')).toBe(0);
  });

  it('forces status_kembali OPEN and status_valid DONE with the IMPORT_STATUS_PAKSA setting', async () => {
    const on = await t.call('PUT', 'para-system/key/IMPORT_STATUS_PAKSA', owner, { value: 'true' });
    expect(on.statusCode, on.body).toBe(200);
    const V6 = { ...visit('IMP-FJ-2611-06', '2026-11-08'), status_valid: 'OPEN' };
    expect(await imported('penjualan', [{ ...jual(V6, 1, 1), status_kembali: 'DONE' }])).toMatchObject({
      status: 'SELESAI',
    });
    const [row] = await t.database.db
      .select({ valid: penjualan.status_valid, kembali: penjualanDetail.status_kembali })
      .from(penjualan)
      .innerJoin(penjualanDetail, eq(penjualanDetail.no_faktur_group, penjualan.no_faktur_group))
      .where(eq(penjualan.no_faktur_group, 'IMP-FJ-2611-06'));
    expect(row).toEqual({ valid: 'DONE', kembali: 'OPEN' });
    await t.call('PUT', 'para-system/key/IMPORT_STATUS_PAKSA', owner, { value: 'false' });
  });

  it("drops a file's malformed last row, as SPEC §5 says, before it is sent", async () => {
    const V7 = visit('IMP-FJ-2611-07', '2026-11-09');
    const header = Object.keys(jual(V7, 1, 1));
    const cells = (record: PenjualanImportInput) =>
      header.map((key) => String(record[key as keyof typeof record] ?? ''));
    // An export's closing line: a total with most cells missing, which is not a sale.
    const records = importRecords([header, cells(jual(V7, 1, 1)), cells(jual(V7, 2, 1)), ['TOTAL', '2']]);
    expect(records).toHaveLength(2);
    expect(await imported('penjualan', records)).toMatchObject({ status: 'SELESAI', baru: 2 });
  });

  it('lets shop TRA import penjualan (its one type)', async () => {
    await t.database.db.execute(sql`insert into toko (kode_toko, nama_toko, alamat_toko, tgl_system, time_zone)
      select 'TRA', 'Toko Emas Tra', 'Jl. Tra 1', tgl_system, time_zone from toko where kode_toko = 'PST'
      on conflict do nothing`);
    await t.database.db.execute(sql`insert into users (kode_toko, user_id, user_name, level, password_hash)
      select 'TRA', user_id, user_name, level, password_hash from users where kode_toko = 'PST' and user_id = 'OWNER'
      on conflict do nothing`);
    const tra = await t.login('TRA', 'OWNER');
    const run = await importRows(t, tra, 'penjualan', [jual(visit('TRA-FJ-2611-01', '2026-11-09'), 1, 1)]);
    expect(run.job).toMatchObject({ status: 'SELESAI', baru: 1 });
    const [row] = await t.database.db
      .select()
      .from(penjualan)
      .where(eq(penjualan.no_faktur_group, 'TRA-FJ-2611-01'));
    expect(row?.kode_toko).toBe('TRA');
  });
});

describe('import pembelian over HTTP', () => {
  const beli = (no: string, n: number, harga: number): PembelianImportInput => ({
    no_faktur_group: no,
    no_faktur_beli: `${no}-${n}`,
    tgl_system: '2026-11-05',
    kode_sales: 'S01',
    nama_customer: 'IBU ANI',
    input_by: 'KASIR',
    kode_gudang: 'BELI',
    kode_group: '750',
    kode_dept: 'CC',
    nama_barang: 'CINCIN',
    berat: '2.000',
    harga: String(harga),
    kondisi: 'MULUS',
    type_kondisi: 'PERSENTASE',
  });

  it('lands buybacks in the purchase tables and answers baru 0 on the same file again', async () => {
    const rows = [beli('IMP-FB-2611-01', 1, 2_000_000), beli('IMP-FB-2611-01', 2, 1_000_000)];
    expect(await imported('pembelian', rows)).toMatchObject({ status: 'SELESAI', baru: 2, diubah: 0 });
    const list = await t.call(
      'GET',
      'pembelian/paginated?dari=2026-11-05&sampai=2026-11-05&limit=100',
      owner,
    );
    expect(list.statusCode, list.body).toBe(200);
    const doc = (list.json() as { data: { no_faktur_group: string; total: number }[] }).data.find(
      (found) => found.no_faktur_group === 'IMP-FB-2611-01',
    );
    expect(doc?.total).toBe(3_000_000);
    expect(await imported('pembelian', rows)).toMatchObject({ status: 'SELESAI', baru: 0, diubah: 0 });
    const [header] = await t.database.db
      .select()
      .from(pembelian)
      .where(eq(pembelian.no_faktur_group, 'IMP-FB-2611-01'));
    expect(header).toMatchObject({ cash_rp: 3_000_000, transfer_rp: 0, status_valid: 'DONE' });
  });

  it('refuses a row after the business date as it arrives, naming it, with nothing written', async () => {
    const [shop] = await t.database.db.select().from(toko).where(eq(toko.kode_toko, 'PST'));
    const late = { ...beli('IMP-FB-2611-02', 1, 1), tgl_system: '2099-01-01' };
    // Refused as the part arrives, before the file is complete.
    const run = await importRows(t, owner, 'pembelian', [beli('IMP-FB-2611-03', 1, 1), late]);
    expect([run.response.statusCode, run.response.json().message]).toEqual([
      400,
      `Baris 3: tgl_system 2099-01-01 sesudah tanggal system toko ${shop?.tgl_system}`,
    ]);
    const written = await t.database.db
      .select()
      .from(pembelian)
      .where(like(pembelian.no_faktur_group, 'IMP-FB-2611-0%'));
    expect(written.map((row) => row.no_faktur_group)).toEqual(['IMP-FB-2611-01']);
  });
});
