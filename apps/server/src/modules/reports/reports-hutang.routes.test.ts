import {
  addDays,
  HUTANG_MENU,
  type HutangDoc,
  REPORT_STATUS_CODE_TITLE,
  type ReportPage,
  type ReportPrint,
  reportByName,
  reportStatusText,
  statusLabel,
} from '@toko/shared';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { openTill } from '../../../test/till-fixtures.ts';

/**
 * The Hutang reports (issue 14 item 5) over loans made through the real API: each reads the
 * date of its own step, and its rows and totals equal the loans, the payments and the cash
 * book to the rupiah and the milligram.
 */

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
const today = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };
const YESTERDAY = addDays(TEST_TODAY, -1);
const OTORISASI = { user_id: 'SPV', password: 'demo1234', alasan: 'salah input' };
/** The two pieces of every loan here: Rp 18,057,600 at today's buy prices, 13.770 g. */
const NILAI = 4_512_600 + 13_545_000;
const PIECES = [
  { kode_group: '750', kode_dept: 'CC', nama_barang: 'cincin', berat: 3.27, kadar: 75 },
  { kode_group: '700', kode_dept: 'KL', nama_barang: 'kalung', berat: 10.5, kadar: 70, jumlah: 2 },
];

let key = 0;
async function ok<T>(token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await t.call(method, path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}
async function report(name: string, body: object = {}): Promise<ReportPage> {
  return ok<ReportPage>(owner, 'POST', `laporan/${name}`, { ...today, limit: 500, ...body });
}
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function lend(token: string, pokok: number): Promise<HutangDoc> {
  const doc = await ok<HutangDoc>(token, 'POST', 'hutang', {
    idempotency_key: `lap-hutang-${++key}-xxxx`,
    kode_sales: 'S02',
    nama_customer: `nasabah ${key}`,
    nik: `31740000000000${key}`,
    items: PIECES,
    pokok,
    bayar: { cash: pokok, transfer: 0 },
  });
  return doc;
}
const validate = (token: string, no: string) => ok(token, 'POST', 'hutang/validasi', { no_hutang: [no] });
const validatePayment = (no: string) => ok(spv, 'POST', 'hutang/bayar/validasi', { no_bayar: [no] });
async function backdate(no: string, days: number) {
  await rows(sql`update hutang set tgl_system = tgl_system - ${days}::int, tgl_bunga = tgl_bunga - ${days}::int,
      tgl_jatuh_tempo = tgl_jatuh_tempo - ${days}::int where no_hutang = ${no}`);
}
async function pay(path: 'bunga' | 'lunas', doc: HutangDoc, amount: number): Promise<HutangDoc> {
  return ok<HutangDoc>(kasir, 'POST', `hutang/${path}`, {
    idempotency_key: `lap-bayar-${++key}-xxxx`,
    no_hutang: doc.no_hutang,
    bayar: { cash: amount, transfer: 0 },
  });
}

/** The loans of PST by their part in the story. */
const docs: Record<'standing' | 'redeemed' | 'cancelled' | 'paid', HutangDoc> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  await grantMenus(t, owner, 'KASIR', [HUTANG_MENU.transaksi, HUTANG_MENU.lihat]);
  await openTill(t, owner);
  await grantMenus(t, owner, 'SPV', [HUTANG_MENU.validasi, HUTANG_MENU.lihat]);
  [spv, kasir] = await Promise.all([t.login('PST', 'SPV'), t.login('PST', 'KASIR')]);

  // Lent today and standing.
  docs.standing = await lend(kasir, 10_000_000);
  await validate(spv, docs.standing.no_hutang);
  // Lent 45 days ago, redeemed today: 45 days at 2 % of Rp 10,000,000 = Rp 300,000.
  docs.redeemed = await lend(kasir, 10_000_000);
  await validate(spv, docs.redeemed.no_hutang);
  await backdate(docs.redeemed.no_hutang, 45);
  const lunas = (await pay('lunas', docs.redeemed, 10_300_000)).pembayaran[0];
  await validatePayment(lunas?.no_bayar ?? '');
  // Lent today, validated, then cancelled: its payout comes back.
  docs.cancelled = await lend(kasir, 4_000_000);
  await validate(spv, docs.cancelled.no_hutang);
  await ok(kasir, 'POST', 'hutang/batal', { no_hutang: docs.cancelled.no_hutang, otorisasi: OTORISASI });
  // Lent 40 days ago; its interest (Rp 267,000) paid today, validated, then that payment cancelled.
  docs.paid = await lend(kasir, 10_000_000);
  await validate(spv, docs.paid.no_hutang);
  await backdate(docs.paid.no_hutang, 40);
  const bunga = (await pay('bunga', docs.paid, 267_000)).pembayaran[0];
  await validatePayment(bunga?.no_bayar ?? '');
  await ok(kasir, 'POST', 'hutang/bayar/batal', { no_bayar: bunga?.no_bayar, otorisasi: OTORISASI });
  // T2's own loan.
  const ownerT2 = await t.login('T2', 'OWNER');
  await lend(ownerT2, 1_000_000);
});
afterAll(async () => {
  await t.close();
});

const numbers = (page: ReportPage, column = 'no_hutang') => page.data.map((row) => row[column]);

/** 'A' → 0, 'AB' → 27. */
const columnIndex = (letters: string) =>
  [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The first sheet of an .xlsx as rows of cell texts, by row number from 1 ('' where the file has no cell). */
function sheetRows(xlsx: Buffer): string[][] {
  const xml = new TextDecoder().decode(unzipSync(new Uint8Array(xlsx))['xl/worksheets/sheet1.xml']);
  const rows: string[][] = [];
  for (const [, number, cells] of xml.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)) {
    const row: string[] = [];
    for (const [, letters, body] of (cells ?? '').matchAll(/<c r="([A-Z]+)\d+"[^>]*>(.*?)<\/c>/g)) {
      const value = /<t[^>]*>(.*?)<\/t>|<v>(.*?)<\/v>/.exec(body ?? '');
      row[columnIndex(letters ?? 'A')] = unescapeXml(value?.[1] ?? value?.[2] ?? '');
    }
    rows[Number(number)] = Array.from(row, (cell) => cell ?? '');
  }
  return rows;
}

describe('laporan hutang', () => {
  it('transaksi-hutang: loans by the day they were made, totalled like the loans', async () => {
    const day = await report('transaksi-hutang');
    expect(numbers(day)).toEqual([docs.standing.no_hutang, docs.cancelled.no_hutang]);
    expect(day.data[0]).toMatchObject({
      nik: docs.standing.nik,
      qty: 3,
      berat: 13.77,
      nilai_taksiran: NILAI,
      pokok: 10_000_000,
      bunga: '2.00 %',
      tgl_jatuh_tempo: addDays(TEST_TODAY, 120),
      status: 'OPEN',
      input_by: 'KASIR',
      valid_by: 'SPV',
    });
    const span = await report('transaksi-hutang', { tgl_from: addDays(TEST_TODAY, -45) });
    expect(span.count).toBe(4);
    const [sums] = await rows<{ pokok: string; berat: string }>(sql`select sum(h.pokok)::bigint as pokok,
        sum((select sum(berat) from hutang_detail x where x.no_hutang = h.no_hutang))::bigint as berat
      from hutang h where h.kode_toko = 'PST'`);
    expect(span.totals).toMatchObject({ pokok: Number(sums?.pokok), berat: Number(sums?.berat) / 1000 });
    const open = await report('transaksi-hutang', {
      tgl_from: addDays(TEST_TODAY, -45),
      filters: { status: 'OPEN' },
    });
    expect(numbers(open).sort()).toEqual([docs.standing.no_hutang, docs.paid.no_hutang].sort());
  });

  it('transaksi-hutang: Status in a loan’s words on the page, the PDF and Excel; Excel keeps the code beside it', async () => {
    const span = { tgl_from: addDays(TEST_TODAY, -45), tgl_to: TEST_TODAY };
    const page = await report('transaksi-hutang', span);
    // The API answers the stored code; each is a loan's state with a word of its own.
    const codes = Object.fromEntries(page.data.map((row) => [row.no_hutang, row.status]));
    expect(codes).toEqual({
      [docs.standing.no_hutang]: 'OPEN',
      [docs.redeemed.no_hutang]: 'LUNAS',
      [docs.cancelled.no_hutang]: 'BATAL',
      [docs.paid.no_hutang]: 'OPEN',
    });
    for (const code of Object.values(codes)) expect(statusLabel('hutang', code as string)).not.toBe(code);
    // The page and the PDF (drawn from the print answer) read the column through its kind.
    const column = reportByName('transaksi-hutang')?.columns.find((each) => each.key === 'status');
    expect(column).toMatchObject({ kind: 'status', statusKind: 'hutang' });
    const print = await ok<ReportPrint>(owner, 'POST', 'laporan/transaksi-hutang/print', span);
    const shown = print.data.map((row) => [
      row.no_hutang,
      column && reportStatusText(column, String(row.status)),
    ]);
    expect(Object.fromEntries(shown)).toEqual({
      [docs.standing.no_hutang]: 'Berjalan',
      [docs.redeemed.no_hutang]: 'Lunas',
      [docs.cancelled.no_hutang]: 'Batal',
      [docs.paid.no_hutang]: 'Berjalan',
    });

    // Excel: the word under Status, the code under Kode Status right after it, for integrators.
    const xlsx = await t.call('POST', 'laporan/transaksi-hutang/export', owner, { ...span, format: 'xlsx' });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const sheet = sheetRows(xlsx.rawPayload);
    // Titles on rows 1-3, an empty row, the header on row 5.
    const header = sheet[5] ?? [];
    const at = header.indexOf('Status');
    expect(header.slice(at - 1, at + 3)).toEqual([
      'Perpanjangan Dari',
      'Status',
      REPORT_STATUS_CODE_TITLE,
      'Kasir',
    ]);
    expect(header.filter((title) => title === REPORT_STATUS_CODE_TITLE)).toHaveLength(1);
    const byNumber = new Map(sheet.slice(6, -1).map((row) => [row[header.indexOf('No Hutang')], row]));
    expect(byNumber.size).toBe(4);
    expect(byNumber.get(docs.standing.no_hutang)?.slice(at, at + 3)).toEqual(['Berjalan', 'OPEN', 'KASIR']);
    expect(byNumber.get(docs.redeemed.no_hutang)?.slice(at, at + 2)).toEqual(['Lunas', 'LUNAS']);
    expect(byNumber.get(docs.cancelled.no_hutang)?.slice(at, at + 2)).toEqual(['Batal', 'BATAL']);
    // Numbers keep their columns after the added one: Pokok is still a sum in the totals row.
    const totals = sheet.at(-1) ?? [];
    expect(totals[0]).toBe('TOTAL');
    expect(Number(totals[header.indexOf('Pokok')])).toBe(page.totals.pokok);
    expect([totals[at] ?? '', totals[at + 1] ?? '']).toEqual(['', '']);

    // The csv export is for integrators too: the same two columns.
    const csv = await t.call('POST', 'laporan/transaksi-hutang/export', owner, { ...span, format: 'csv' });
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[4]).toContain(',Perpanjangan Dari,Status,Kode Status,Kasir,');
    expect(lines.find((line) => line.includes(docs.redeemed.no_hutang))).toContain(',Lunas,LUNAS,KASIR,');
  });

  it('stock-hutang: the gold held at the period’s end, at that day’s buy price beside the principal', async () => {
    const now = await report('stock-hutang');
    expect(numbers(now)).toEqual([docs.paid.no_hutang, docs.standing.no_hutang]);
    expect(now.data[1]).toMatchObject({
      qty: 3,
      berat: 13.77,
      pokok: 10_000_000,
      nilai_taksiran: NILAI,
      nilai_hari_ini: NILAI,
      selisih: NILAI - 10_000_000,
    });
    expect(now.totals).toMatchObject({ qty: 6, berat: 27.54, pokok: 20_000_000, nilai_hari_ini: 2 * NILAI });
    // Yesterday the redeemed loan was still held; the loans of today were not yet made.
    const before = await report('stock-hutang', { tgl_from: YESTERDAY, tgl_to: YESTERDAY });
    expect(numbers(before)).toEqual([docs.redeemed.no_hutang, docs.paid.no_hutang]);
  });

  it('hutang-lunas: redemptions by the day paid, their interest equal to the cash book', async () => {
    const page = await report('hutang-lunas');
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      no_hutang: docs.redeemed.no_hutang,
      tgl_hutang: addDays(TEST_TODAY, -45),
      hari: 45,
      pokok: 10_000_000,
      bunga: 300_000,
      bunga_total: 300_000,
      total: 10_300_000,
      valid_by: 'SPV',
    });
    const [cash] = await rows<{
      net: string;
    }>(sql`select sum(jumlah_in - jumlah_out)::bigint as net from keuangan
      where kode_toko = 'PST' and tanggal = ${TEST_TODAY} and kategori = 'HUTANG LUNAS'`);
    expect(page.totals.total).toBe(Number(cash?.net));
  });

  it('batal-hutang: cancelled loans and payments, what went back equal to the cash book', async () => {
    const page = await report('batal-hutang');
    expect(page.data.map((row) => [row.jenis, row.no_hutang, row.jumlah, row.refund, row.alasan])).toEqual([
      ['HUTANG', docs.cancelled.no_hutang, 4_000_000, 4_000_000, 'salah input'],
      ['BAYAR BUNGA', docs.paid.no_hutang, 267_000, 267_000, 'salah input'],
    ]);
    const [cash] = await rows<{ back: string }>(sql`select
        sum(case when kategori = 'BATAL HUTANG' then jumlah_in else 0 end)
          + sum(case when kategori = 'BATAL HUTANG LUNAS' then jumlah_out else 0 end) as back
      from keuangan where kode_toko = 'PST' and tanggal = ${TEST_TODAY}`);
    expect(page.totals.refund).toBe(Number(cash?.back));
  });

  it('keeps each shop to its own loans', async () => {
    const t2 = await ok<ReportPage>(await t.login('T2', 'OWNER'), 'POST', 'laporan/transaksi-hutang', today);
    expect(t2.count).toBe(1);
    const chain = await report('stock-hutang', { kode_toko: 'SEMUA' });
    expect(chain.count).toBe(3);
  });
});
