import type { Barang, PenjualanDoc, PesananDoc, ReportPage } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, scanned } from '../../../test/goods-fixtures.ts';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';

/**
 * Laporan Pesanan (issue 13 item 4) over orders taken through the real API in every state:
 * one row per order by the day it was taken, its estimate and DP beside the made piece's
 * real weight and the price its collecting sale charged; rows and totals equal the
 * documents, the stock cards and the cash book to the rupiah and the milligram.
 */

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
const today = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };
const otorisasi = { user_id: 'SPV', password: 'demo1234', alasan: 'customer batal' };

let key = 0;
async function ok<T>(token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await t.call(method, path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}
async function report(token: string, body: object = {}): Promise<ReportPage> {
  return ok<ReportPage>(token, 'POST', 'laporan/pesanan', { ...today, limit: 500, ...body });
}
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function take(token: string, berat: number, dp: number, kode_sales = 'S02'): Promise<PesananDoc> {
  return ok<PesananDoc>(token, 'POST', 'pesanan', {
    idempotency_key: `lap-pesanan-${++key}-xxxx`,
    kode_sales,
    kode_member: '',
    nama_customer: `customer ${key}`,
    no_hp: '08123',
    kode_group: '750',
    kode_dept: 'CC',
    deskripsi: `Cincin pesanan ${key}`,
    berat,
    kadar: 75,
    harga_gram: 1_000_000,
    ongkos: 100_000,
    tgl_selesai: '2026-11-30',
    dp,
    bayar: { cash: dp },
  });
}
const validate = (doc: PesananDoc) => ok(spv, 'POST', 'pesanan/validasi', { no_pesanan: [doc.no_pesanan] });

/** The orders of PST by their part in the story, the made pieces and the collecting sale. */
const docs: Record<'open' | 'done' | 'finish' | 'close', PesananDoc> = {} as never;
let madeDone: Barang;
let madeFinish: Barang;
let sale: PenjualanDoc;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  await grantMenus(t, owner, 'KASIR', ['transaksi-pesanan', 'lihat-pesanan']);
  await grantMenus(t, owner, 'SPV', ['validasi-jual-beli', 'lihat-pesanan']);
  [spv, kasir] = await Promise.all([t.login('PST', 'SPV'), t.login('PST', 'KASIR')]);

  // Taken, not yet validated.
  docs.open = await take(kasir, 4, 500_000, 'S01');
  // Validated and made: its piece came out heavier than estimated.
  docs.done = await take(kasir, 5, 1_000_000);
  await validate(docs.done);
  [madeDone] = (await addPieces(t, owner, [{ berat: 5.125, no_pesanan: docs.done.no_pesanan }])) as [Barang];
  // Made and collected at the counter for its real weight, the DP credited.
  docs.finish = await take(kasir, 3, 750_000);
  await validate(docs.finish);
  [madeFinish] = (await addPieces(t, owner, [{ berat: 2.987, no_pesanan: docs.finish.no_pesanan }])) as [
    Barang,
  ];
  sale = await ok<PenjualanDoc>(kasir, 'POST', 'penjualan', {
    idempotency_key: 'lap-pesanan-ambil-xxxx',
    kode_sales: 'S02',
    nama_customer: docs.finish.nama_customer,
    no_pesanan: docs.finish.no_pesanan,
    items: [scanned(madeFinish)],
    bayar: { cash: 5_000_000 },
  });
  await ok(spv, 'POST', 'penjualan/validasi', { no_faktur_group: [sale.no_faktur_group] });
  // Validated, then cancelled: its DP went back.
  docs.close = await take(kasir, 2, 300_000);
  await validate(docs.close);
  await ok(kasir, 'POST', 'pesanan/batal', { no_pesanan: docs.close.no_pesanan, otorisasi });
  // T2's own order.
  const ownerT2 = await t.login('T2', 'OWNER');
  await ok(ownerT2, 'POST', 'pesanan', {
    idempotency_key: 'lap-pesanan-t2-xxxx',
    kode_sales: 'S01',
    nama_customer: 'customer t2',
    kode_group: '750',
    kode_dept: 'CC',
    deskripsi: 'Gelang pesanan T2',
    berat: 4,
    kadar: 75,
    harga_gram: 1_000_000,
    ongkos: 0,
    tgl_selesai: '2026-11-30',
    dp: 100_000,
    bayar: { cash: 100_000 },
  });
});
afterAll(async () => {
  await t.close();
});

const rowOf = (page: ReportPage, doc: PesananDoc) =>
  page.data.find((row) => row.no_pesanan === doc.no_pesanan);

describe('laporan pesanan', () => {
  it('shows every order of the shop taken in the period, with what became of it', async () => {
    const page = await report(owner);
    expect(page.data.map((row) => row.no_pesanan)).toEqual(
      [docs.open, docs.done, docs.finish, docs.close].map((doc) => doc.no_pesanan),
    );
    expect(rowOf(page, docs.open)).toMatchObject({
      status: 'OPEN',
      valid_by: '',
      kode_sales: 'S01',
      berat: 4,
      total: 4_100_000,
      dp: 500_000,
      sisa: 3_600_000,
      kode_barcode: '',
      berat_jadi: null,
      harga_jual: null,
    });
    expect(rowOf(page, docs.done)).toMatchObject({
      status: 'DONE',
      valid_by: 'SPV',
      berat: 5,
      kode_barcode: madeDone.kode_barcode,
      berat_jadi: 5.125,
      harga_jual: null,
    });
    expect(rowOf(page, docs.finish)).toMatchObject({
      status: 'FINISH',
      berat: 3,
      total: 3_100_000,
      kode_barcode: madeFinish.kode_barcode,
      berat_jadi: 2.987,
      harga_jual: sale.total,
    });
    expect(rowOf(page, docs.close)).toMatchObject({ status: 'CLOSE', dp: 300_000 });
  });

  it('totals equal the documents, the stock cards and the collecting sale', async () => {
    const page = await report(owner);
    const [sums] = await rows<{ berat: string; total: string; dp: string }>(sql`
      select sum(d.berat)::bigint as berat, sum(p.total)::bigint as total, sum(p.dp)::bigint as dp
      from pesanan p join pesanan_detail d on d.no_pesanan = p.no_pesanan
      where p.kode_toko = 'PST' and p.tgl_system = ${TEST_TODAY}`);
    const [made] = await rows<{ berat: string }>(sql`select sum(berat)::bigint as berat from barang
      where kode_barcode in (${madeDone.kode_barcode}, ${madeFinish.kode_barcode})`);
    expect(page.totals).toEqual({
      berat: Number(sums?.berat) / 1000,
      total: Number(sums?.total),
      dp: Number(sums?.dp),
      sisa: Number(sums?.total) - Number(sums?.dp),
      berat_jadi: Number(made?.berat) / 1000,
      harga_jual: sale.total,
    });
    // The sale charged the real weight; the till took only what the DP had not paid.
    expect(sale.pesanan_rp).toBe(docs.finish.dp);
    const [cash] = await rows<{ dp: string; sale: string }>(sql`select
        sum(case when kategori = 'DP PESANAN' then jumlah_in else 0 end)
          - sum(case when kategori = 'BATAL PESANAN' then jumlah_out else 0 end) as dp,
        sum(case when kategori = 'PENJUALAN' and deskripsi = ${sale.no_faktur_group} then jumlah_in else 0 end) as sale
      from keuangan where kode_toko = 'PST' and tanggal = ${TEST_TODAY}`);
    // Booked DPs: the validated orders still standing (DONE and FINISH).
    expect(Number(cash?.dp)).toBe(docs.done.dp + docs.finish.dp);
    expect(Number(cash?.sale)).toBe(sale.total - docs.finish.dp);
  });

  it('filters by status and sales person, and searches the made piece', async () => {
    const done = await report(owner, { filters: { status: 'DONE' } });
    expect(done.data.map((row) => row.no_pesanan)).toEqual([docs.done.no_pesanan]);
    const s01 = await report(owner, { filters: { sales: 'S01' } });
    expect(s01.data.map((row) => row.no_pesanan)).toEqual([docs.open.no_pesanan]);
    const found = await report(owner, { search: madeFinish.kode_barcode });
    expect(found.data.map((row) => row.no_pesanan)).toEqual([docs.finish.no_pesanan]);
  });

  it('keeps to the shop and the days asked for', async () => {
    const t2 = await report(await t.login('T2', 'OWNER'));
    expect(t2.data.map((row) => row.deskripsi)).toEqual(['Gelang pesanan T2']);
    const yesterday = await report(owner, { tgl_from: '2026-11-21', tgl_to: '2026-11-21' });
    expect(yesterday.count).toBe(0);
    const chain = await report(owner, { kode_toko: 'SEMUA' });
    expect(chain.count).toBe(5);
  });
});
