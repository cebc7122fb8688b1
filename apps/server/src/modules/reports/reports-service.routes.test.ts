import { type ReportPage, type ReportRow, SERVICE_MENU, type ServiceDoc } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';

/**
 * The Service reports (issue 13 item 4) over repairs made through the real API: each report
 * reads the date of its own step, and its rows and totals equal the documents and the cash
 * book to the rupiah and the milligram.
 */

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
let spvT2: string;
const today = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };
/** The day an older repair (F) was taken in, and the day it was finished. */
const MASUK_DAY = '2026-11-20';
const SELESAI_DAY = '2026-11-21';
const week = { tgl_from: MASUK_DAY, tgl_to: TEST_TODAY };
const SERVICE_REPORTS = ['services', 'service-masuk', 'service-selesai', 'service-ambil', 'batal-service'];

let key = 0;
async function ok<T>(token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await t.call(method, path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}
async function report(token: string, name: string, body: object = {}): Promise<ReportPage> {
  return ok<ReportPage>(token, 'POST', `laporan/${name}`, { ...today, limit: 500, ...body });
}
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const RING = { nama_barang: 'cincin putus', berat: 3.27, kadar: '75%', kerusakan: 'Patah', ongkos: 150_000 };
const CHAIN = { nama_barang: 'kalung', berat: '10.005', kerusakan: 'Kunci rusak', ongkos: 100_000 };
const otorisasi = { user_id: 'SPV', password: 'demo1234', alasan: 'customer batal' };

async function take(token: string, items: object[], dp: number, bayar: object, kode_sales = 'S02') {
  return ok<ServiceDoc>(token, 'POST', 'service', {
    idempotency_key: `lap-service-${++key}-xxxx`,
    kode_sales,
    kode_member: '',
    nama_customer: `customer ${key}`,
    no_hp: '08123',
    kode_tukang: 'T01',
    tgl_selesai_estimasi: '2026-11-25',
    items,
    dp,
    bayar,
  });
}
async function selesai(token: string, doc: ServiceDoc, biaya_tukang: number, weights: (number | string)[]) {
  return ok<ServiceDoc>(token, 'POST', 'service/selesai', {
    no_service: doc.no_service,
    biaya_tukang,
    items: doc.items.map((item, index) => ({ id: item.id, berat_selesai: weights[index] })),
  });
}
const validate = (token: string, doc: ServiceDoc) =>
  ok(token, 'POST', 'service/validasi', { no_service: [doc.no_service] });

/** The documents of PST, by their part in the story. */
const docs: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G', ServiceDoc> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  const ownerT2 = await t.login('T2', 'OWNER');
  await grantMenus(t, owner, 'KASIR', [SERVICE_MENU.transaksi, SERVICE_MENU.lihat]);
  await grantMenus(t, ownerT2, 'KASIR', [SERVICE_MENU.transaksi, SERVICE_MENU.lihat]);
  await grantMenus(
    t,
    ownerT2,
    'SPV',
    SERVICE_REPORTS.map((name) => `laporan-${name}`),
  );
  [spv, kasir, spvT2] = await Promise.all([
    t.login('PST', 'SPV'),
    t.login('PST', 'KASIR'),
    t.login('T2', 'SPV'),
  ]);
  const kasirT2 = await t.login('T2', 'KASIR');

  // F: taken in two days ago, finished yesterday, collected today (dates set after the flow).
  docs.F = await take(kasir, [CHAIN], 20_000, { cash: 20_000 }, 'S01');
  await validate(spv, docs.F);
  await selesai(kasir, docs.F, 35_000, ['9.990']);
  await ok(kasir, 'POST', 'service/ambil', { no_service: docs.F.no_service, bayar: { cash: 80_000 } });
  await rows(sql`update service set tgl_system = ${MASUK_DAY}, tgl_selesai = ${SELESAI_DAY}
    where no_service = ${docs.F.no_service}`);
  // A: two pieces, DP by cash and transfer, finished and collected today.
  docs.A = await take(kasir, [RING, CHAIN], 100_000, {
    cash: 60_000,
    transfer: 40_000,
    no_rekening: '1234567890',
  });
  await validate(spv, docs.A);
  await selesai(kasir, docs.A, 80_000, [3.3, '10.001']);
  await ok(kasir, 'POST', 'service/ambil', {
    no_service: docs.A.no_service,
    bayar: { transfer: 150_000, no_rekening: '1234567890' },
  });
  // B: finished today, waiting to be collected.
  docs.B = await take(kasir, [RING], 50_000, { cash: 50_000 });
  await validate(spv, docs.B);
  await selesai(kasir, docs.B, 60_000, ['3.250']);
  // C: taken in today, still at the tukang.
  docs.C = await take(kasir, [CHAIN], 40_000, { cash: 40_000 }, 'S01');
  await validate(spv, docs.C);
  // D: validated, then cancelled: its DP goes back. E: cancelled before validation: nothing back.
  docs.D = await take(kasir, [RING], 150_000, { cash: 50_000, transfer: 100_000, no_rekening: '1234567890' });
  await validate(spv, docs.D);
  await ok(kasir, 'POST', 'service/batal', { no_service: docs.D.no_service, otorisasi });
  docs.E = await take(kasir, [CHAIN], 30_000, { cash: 30_000 });
  await ok(kasir, 'POST', 'service/batal', { no_service: docs.E.no_service, otorisasi });
  // G: T2's own repair.
  docs.G = await take(kasirT2, [RING, CHAIN], 70_000, { cash: 70_000 });
  await validate(spvT2, docs.G);
});
afterAll(async () => {
  await t.close();
});

const numbers = (page: ReportPage) => page.data.map((row) => row.no_service);
const rowOf = (page: ReportPage, doc: ServiceDoc) =>
  page.data.find((row) => row.no_service === doc.no_service);

/** The PST cash book's rupiah of a kategori on a day: money in minus money out. */
async function cashBook(kategori: string, tanggal = TEST_TODAY): Promise<number> {
  const [row] = await rows<{ net: string | null }>(sql`select sum(jumlah_in - jumlah_out)::bigint as net
    from keuangan where kode_toko = 'PST' and tanggal = ${tanggal} and kategori = ${kategori}`);
  return Number(row?.net ?? 0);
}

/** The documents' own figures (header money, summed lines in mg) of a set of services. */
async function documents(numbersOf: ServiceDoc[]) {
  const list = numbersOf.map((doc) => doc.no_service);
  const [row] = await rows<Record<string, string>>(sql`select sum(s.ongkos)::bigint as ongkos,
      sum(s.dp)::bigint as dp, sum(coalesce(s.biaya_tukang, 0))::bigint as biaya_tukang,
      (select sum(berat)::bigint from service_detail where no_service in ${list}) as berat,
      (select sum(berat_selesai)::bigint from service_detail where no_service in ${list}) as berat_selesai,
      (select sum(jumlah)::int from service_detail where no_service in ${list}) as qty
    from service s where s.no_service in ${list}`);
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

describe('report access (service)', () => {
  it('needs a token and the menu of each report', async () => {
    for (const name of SERVICE_REPORTS) {
      expect((await t.call('POST', `laporan/${name}`, undefined, today)).statusCode).toBe(401);
      expect((await t.call('POST', `laporan/${name}`, kasir, today)).statusCode).toBe(403);
      expect((await t.call('POST', `laporan/${name}`, owner, today)).statusCode).toBe(200);
    }
  });
});

describe('Laporan Service', () => {
  it('lists every service taken in during the period, whatever its state, totalled like the documents', async () => {
    const page = await report(owner, 'services');
    const mine = [docs.A, docs.B, docs.C, docs.D, docs.E];
    expect(numbers(page)).toEqual(mine.map((doc) => doc.no_service));
    const expected = await documents(mine);
    expect(page.totals).toEqual({
      qty: expected.qty,
      berat: (expected.berat ?? 0) / 1000,
      berat_selesai: (expected.berat_selesai ?? 0) / 1000,
      ongkos: expected.ongkos,
      dp: expected.dp,
      sisa: (expected.ongkos ?? 0) - (expected.dp ?? 0),
      biaya_tukang: expected.biaya_tukang,
    });
    expect(page.totals).toMatchObject({ berat: 39.825, berat_selesai: 16.551, ongkos: 750_000, dp: 370_000 });
    expect(rowOf(page, docs.A)).toMatchObject({
      tanggal: TEST_TODAY,
      nama_barang: 'CINCIN PUTUS, KALUNG',
      qty: 2,
      berat: 13.275,
      berat_selesai: 13.301,
      kode_tukang: 'T01',
      tgl_selesai_estimasi: '2026-11-25',
      ongkos: 250_000,
      dp: 100_000,
      sisa: 150_000,
      biaya_tukang: 80_000,
      kode_sales: 'S02',
      status: 'CLOS',
    });
    expect(rowOf(page, docs.C)).toMatchObject({ status: 'OPEN', berat_selesai: null, biaya_tukang: null });
    // By state, by sales person, by search.
    const status = async (value: string) =>
      numbers(await report(owner, 'services', { filters: { status: value } }));
    expect(await status('DONE')).toEqual([docs.B.no_service]);
    expect(await status('CANC')).toEqual([docs.D.no_service, docs.E.no_service]);
    expect(await status('OPEN')).toEqual([docs.C.no_service]);
    expect(numbers(await report(owner, 'services', { filters: { sales: 'S01' } }))).toEqual([
      docs.C.no_service,
    ]);
    expect((await report(owner, 'services', { search: 'putus' })).count).toBe(3);
    // The older repair belongs to the day it was taken in.
    const earlier = await report(owner, 'services', week);
    expect(numbers(earlier)[0]).toBe(docs.F.no_service);
    expect(rowOf(earlier, docs.F)).toMatchObject({ tanggal: MASUK_DAY, status: 'CLOS' });
  });

  it('service-masuk: the repairs taken in and standing; their DPs and the refunds are the SERVICE cash rows', async () => {
    const page = await report(owner, 'service-masuk');
    expect(numbers(page)).toEqual([docs.A, docs.B, docs.C].map((doc) => doc.no_service));
    expect(rowOf(page, docs.A)).toMatchObject({
      jam: expect.stringMatching(/^\d\d:\d\d/),
      no_hp: '08123',
      kerusakan: 'Patah; Kunci rusak',
      berat: 13.275,
      dp: 100_000,
      sisa: 150_000,
      input_by: 'KASIR',
      valid_by: 'SPV',
    });
    expect(page.totals).toMatchObject({ qty: 4, berat: 26.55, ongkos: 500_000, dp: 190_000, sisa: 310_000 });
    // Every validated DP was booked as SERVICE on its validation day (today, F included);
    // the cancelled one went back as BATAL SERVICE.
    const batal = await report(owner, 'batal-service');
    const overWeek = await report(owner, 'service-masuk', week);
    expect((overWeek.totals.dp ?? 0) + (batal.totals.refund ?? 0)).toBe(await cashBook('SERVICE'));
    expect((await report(owner, 'service-masuk', { filters: { sales: 'S01' } })).count).toBe(1);
    expect(
      (await report(owner, 'service-masuk', { filters: { kasir: 'kasir', valid_by: 'SPV' } })).count,
    ).toBe(3);
  });

  it('service-selesai: by the finish date, with the tukang’s cost and the weight before and after', async () => {
    const page = await report(owner, 'service-selesai');
    expect(numbers(page)).toEqual([docs.A.no_service, docs.B.no_service]);
    expect(rowOf(page, docs.A)).toMatchObject({
      tanggal: TEST_TODAY,
      tgl_masuk: TEST_TODAY,
      berat: 13.275,
      berat_selesai: 13.301,
      selisih_berat: 0.026,
      biaya_tukang: 80_000,
      selesai_by: 'KASIR',
      status: 'CLOS',
    });
    expect(rowOf(page, docs.B)).toMatchObject({ berat: 3.27, berat_selesai: 3.25, selisih_berat: -0.02 });
    const expected = await documents([docs.A, docs.B]);
    expect(page.totals).toEqual({
      qty: expected.qty,
      berat: (expected.berat ?? 0) / 1000,
      berat_selesai: (expected.berat_selesai ?? 0) / 1000,
      selisih_berat: ((expected.berat_selesai ?? 0) - (expected.berat ?? 0)) / 1000,
      ongkos: expected.ongkos,
      biaya_tukang: 140_000,
    });
    expect(numbers(await report(owner, 'service-selesai', { filters: { status: 'DONE' } }))).toEqual([
      docs.B.no_service,
    ]);
    // F was finished yesterday: it is there over the week, on its own day.
    const overWeek = await report(owner, 'service-selesai', week);
    expect(rowOf(overWeek, docs.F)).toMatchObject({
      tanggal: SELESAI_DAY,
      tgl_masuk: MASUK_DAY,
      berat: 10.005,
    });
    expect(numbers(overWeek)[0]).toBe(docs.F.no_service);
  });

  it('service-ambil: by the collect date, DP + remainder = ongkos, margin after the tukang, equal to SERVICE AMBIL', async () => {
    const page = await report(owner, 'service-ambil');
    // F was taken in two days ago and collected today: it is today's.
    expect(numbers(page)).toEqual([docs.F.no_service, docs.A.no_service]);
    for (const row of page.data as ReportRow[]) {
      expect(Number(row.dp) + Number(row.sisa)).toBe(row.ongkos);
      expect(Number(row.ongkos) - Number(row.biaya_tukang)).toBe(row.margin);
    }
    expect(rowOf(page, docs.F)).toMatchObject({
      tanggal: TEST_TODAY,
      tgl_masuk: MASUK_DAY,
      berat_selesai: 9.99,
      dp: 20_000,
      sisa: 80_000,
      ongkos: 100_000,
      biaya_tukang: 35_000,
      margin: 65_000,
      ambil_by: 'KASIR',
    });
    expect(page.totals).toEqual({
      qty: 3,
      berat_selesai: 23.291,
      dp: 120_000,
      sisa: 230_000,
      ongkos: 350_000,
      biaya_tukang: 115_000,
      margin: 235_000,
    });
    expect(page.totals.sisa).toBe(await cashBook('SERVICE AMBIL'));
    expect((await report(owner, 'service-ambil', { filters: { kasir: 'SPV' } })).count).toBe(0);
    expect((await report(owner, 'service-ambil', { tgl_from: MASUK_DAY, tgl_to: SELESAI_DAY })).count).toBe(
      0,
    );
  });

  it('batal-service: who asked, who authorised, why, and the DP refunded, equal to BATAL SERVICE', async () => {
    const page = await report(owner, 'batal-service');
    expect(numbers(page)).toEqual([docs.D.no_service, docs.E.no_service]);
    expect(rowOf(page, docs.D)).toMatchObject({
      tanggal: TEST_TODAY,
      nama_barang: 'CINCIN PUTUS',
      berat: 3.27,
      ongkos: 150_000,
      dp: 150_000,
      refund: 150_000,
      alasan: 'customer batal',
      otorisasi_by: 'SPV',
      batal_by: 'KASIR',
      batal_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(rowOf(page, docs.E)).toMatchObject({ dp: 30_000, refund: 0 });
    expect(page.totals).toMatchObject({ qty: 2, berat: 13.275, dp: 180_000, refund: 150_000 });
    expect(-(page.totals.refund ?? 0)).toBe(await cashBook('BATAL SERVICE'));
  });
});

describe('Service reports and shops', () => {
  it('keep each shop to its own rows; an owner asks for the whole chain and gets a shop column', async () => {
    const withoutShop = ({ kode_toko: _shop, ...row }: ReportRow) => row;
    const t2Services = await report(spvT2, 'services');
    expect(numbers(t2Services)).toEqual([docs.G.no_service]);
    expect(t2Services.totals).toMatchObject({ qty: 2, berat: 13.275, ongkos: 250_000, dp: 70_000 });
    for (const name of SERVICE_REPORTS) {
      const chain = await report(owner, name, { ...week, kode_toko: 'SEMUA' });
      expect(chain.kode_toko, name).toBe('SEMUA');
      const of = (kode: string) => chain.data.filter((row) => row.kode_toko === kode).map(withoutShop);
      const [pst, t2] = [await report(owner, name, week), await report(spvT2, name, week)];
      expect(pst.data, name).toEqual(of('PST'));
      expect(t2.data, name).toEqual(of('T2'));
      expect(chain.count, name).toBe(pst.count + t2.count);
      // Not one of PST's repairs reaches T2.
      expect(
        t2.data.some((row) => String(row.no_service).startsWith('PST')),
        name,
      ).toBe(false);
      const refused = await t.call('POST', `laporan/${name}`, spvT2, { ...today, kode_toko: 'PST' });
      expect({ name, status: refused.statusCode }).toEqual({ name, status: 403 });
    }
    const chain = await report(owner, 'services', { kode_toko: 'SEMUA' });
    expect(new Set(chain.data.map((row) => row.kode_toko))).toEqual(new Set(['PST', 'T2']));
    expect(chain.totals.ongkos).toBe(750_000 + 250_000);
  });

  it('exports a service report with its totals row', async () => {
    const response = await t.call('POST', 'laporan/service-ambil/export', owner, { ...today, format: 'csv' });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    const header = lines.findIndex((line) => line.startsWith('Tanggal,Jam,No Service'));
    expect(header).toBeGreaterThan(0);
    expect(lines.slice(header + 1, -1)).toHaveLength(2);
    expect(lines.at(-1)).toContain('350000');
  });
});
