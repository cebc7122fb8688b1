import {
  type Barang,
  type DashboardChartMonthly,
  type DashboardChartToday,
  gramsToMilligrams,
  milligramsToGrams,
  PENJUALAN_CHART_TYPE_MESSAGE,
  type PenjualanDoc,
  TEXTS,
} from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, scanned } from '../../../test/goods-fixtures.ts';
import { rollupAndRaw } from '../../../test/rollup-check.ts';
import { createTestApp, revokeMenus, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { closeDay } from '../../../test/till-fixtures.ts';
import { penjualan, penjualanDetail } from '../../db/schema/index.ts';
import { createPenjualanChart } from './penjualan-chart.repository.ts';

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
let ownerT2: string;

beforeAll(async () => {
  t = await createTestApp();
  // This supervisor keeps Lihat Penjualan and validation but loses the dashboard.
  await revokeMenus(t, 'PST', 'SPV', ['dashboard']);
  [owner, spv, kasir, ownerT2] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'SPV'),
    t.login('PST', 'KASIR'),
    t.login('T2', 'OWNER'),
  ]);
});
afterAll(async () => {
  await t.close();
});

let key = 0;
async function sell(token: string, items: Barang[]): Promise<PenjualanDoc> {
  const response = await t.call('POST', 'penjualan', token, {
    idempotency_key: `chart-key-${++key}-xxxx`,
    kode_sales: 'S01',
    nama_customer: 'pak budi',
    items: items.map(scanned),
    bayar: { cash: 50_000_000 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PenjualanDoc;
}

async function validate(token: string, doc: PenjualanDoc) {
  const response = await t.call('POST', 'penjualan/validasi', token, {
    no_faktur_group: [doc.no_faktur_group],
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function cancel(noFakturJual: string) {
  const response = await t.call('POST', 'penjualan/batal', owner, {
    no_faktur_jual: noFakturJual,
    otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'Salah ukuran' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function chart<T>(type: string, token = owner): Promise<T> {
  const response = await t.call('GET', `penjualan/chart?type=${type}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/**
 * A sale of an earlier business day, written as an import would: its lines, then the day's
 * roll-up refreshed (decision 017), which is what the closing would have left.
 */
async function pastSale(
  no: string,
  tglSystem: string,
  lines: { berat: number; harga: number; status: string }[],
) {
  await t.database.db.insert(penjualan).values({
    no_faktur_group: no,
    kode_toko: 'PST',
    tgl_system: tglSystem,
    jam: '11:15:00',
    idempotency_key: `past-${no}`,
    kode_sales: 'S01',
    nama_customer: 'IBU SRI',
    total: lines.reduce((sum, line) => sum + line.harga, 0),
    status_valid: 'DONE',
    input_by: 'KASIR',
  });
  await t.database.db.insert(penjualanDetail).values(
    lines.map((line, index) => ({
      no_faktur_jual: `${no}-${index + 1}`,
      no_faktur_group: no,
      kode_barcode: `9${String(index).padStart(7, '0')}`,
      kode_gudang: 'TOKO',
      kode_baki: 'CC01',
      kode_group: '750',
      kode_dept: 'CC',
      nama_barang: 'CINCIN LAMA',
      stock: 1,
      berat: line.berat,
      harga_gram: 1_480_000,
      ongkos: 0,
      harga_atribut: 0,
      harga_system: line.harga,
      harga_jual: line.harga,
      status: line.status,
    })),
  );
  const { db } = t.database;
  await createPenjualanChart({ db }).refreshDays(db, 'PST', tglSystem, tglSystem);
}

describe('GET penjualan/chart', () => {
  it('refuses a missing token, a user without the dashboard and a bad type', async () => {
    const anonymous = await t.call('GET', 'penjualan/chart?type=today');
    expect({ status: anonymous.statusCode, body: anonymous.json() }).toEqual({
      status: 401,
      body: { message: TEXTS.invalidToken },
    });
    // SPV may read receipts (penjualan/:no_faktur_group) but not the dashboard: the
    // refusal shows "chart" reached this route, not the receipt look-up.
    const denied = await t.call('GET', 'penjualan/chart?type=today', spv);
    expect({ status: denied.statusCode, body: denied.json() }).toEqual({
      status: 403,
      body: { message: TEXTS.menuForbidden },
    });
    for (const query of ['?type=weekly', '?type=TODAY', '']) {
      const bad = await t.call('GET', `penjualan/chart${query}`, owner);
      expect({ query, status: bad.statusCode, body: bad.json() }).toEqual({
        query,
        status: 400,
        body: { message: PENJUALAN_CHART_TYPE_MESSAGE },
      });
    }
  });

  it('answers zeros on a day and a month without sales', async () => {
    expect(await chart<DashboardChartToday>('today')).toEqual({
      type: 'today',
      tanggal: TEST_TODAY,
      value: 0,
      jumlah_nota: 0,
      jumlah_barang: 0,
      berat: 0,
      per_jam: [],
    });
    const month = await chart<DashboardChartMonthly>('monthly');
    expect(month).toMatchObject({ type: 'monthly', bulan: '2026-11', value: 0, jumlah_nota: 0, berat: 0 });
    expect(month.data).toHaveLength(22);
    expect(month.data[0]).toEqual({ tanggal: '2026-11-01', value: 0, berat: 0 });
    expect(month.data.at(-1)).toEqual({ tanggal: TEST_TODAY, value: 0, berat: 0 });
  });

  it("sums this shop's standing lines of the business day, validated or not, to the rupiah and milligram", async () => {
    const [ring, necklace, pendant, bracelet] = (await addPieces(t, owner, [
      // DOMAIN.md §8: 3.270 g x 1,480,000 + ongkos 50,000/g -> 5,003,500.
      { nama_barang: 'CINCIN CONTOH', berat: 3.27, ongkos_type: 'GRAM', ongkos: 50_000 },
      { kode_group: '700', kode_dept: 'KL', kode_baki: 'KLDLM', nama_barang: 'KALUNG', berat: 10.5 },
      { kode_dept: 'LT', kode_baki: 'LT17', nama_barang: 'LIONTIN', berat: 1.234 },
      { kode_group: '700', kode_dept: 'GL', kode_baki: 'KLDLM', nama_barang: 'GELANG', berat: 5.125 },
    ])) as [Barang, Barang, Barang, Barang];
    const [elsewhere] = await addPieces(t, ownerT2, [{ nama_barang: 'CINCIN CABANG', berat: 7.777 }]);
    if (!elsewhere) throw new Error('no piece');

    // Validated, then its ring cancelled: only the necklace stands.
    const validated = await sell(kasir, [ring, necklace]);
    await validate(spv, validated);
    await cancel(`${validated.no_faktur_group}-1`);
    // Saved, awaiting validation: it counts.
    const open = await sell(kasir, [pendant]);
    // Its only line cancelled: the whole visit is CANC.
    const cancelled = await sell(kasir, [bracelet]);
    await validate(spv, cancelled);
    await cancel(`${cancelled.no_faktur_group}-1`);
    // Another shop's sale of the same day.
    const t2Sale = await sell(ownerT2, [elsewhere]);
    await validate(ownerT2, t2Sale);

    const docs = await Promise.all(
      [validated, open, cancelled].map(async (doc) => {
        const response = await t.call('GET', `penjualan/${doc.no_faktur_group}`, owner);
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as PenjualanDoc;
      }),
    );
    expect(docs.map((doc) => [doc.status, doc.items.map((item) => item.status)])).toEqual([
      ['OK', ['CANC', 'OK']],
      ['OK', ['OK']],
      ['CANC', ['CANC']],
    ]);
    const standing = docs.flatMap((doc) =>
      doc.items.filter((item) => item.status === 'OK').map((item) => ({ ...item, jam: doc.jam })),
    );
    const value = standing.reduce((sum, item) => sum + item.harga_jual, 0);
    const milligrams = standing.reduce((sum, item) => sum + gramsToMilligrams(item.berat), 0);
    // Necklace 10.5 g x 1,380,000 = 14,490,000; pendant 1.234 g x 1,480,000 = 1,826,320 -> 1,826,500.
    expect(value).toBe(14_490_000 + 1_826_500);
    expect(milligrams).toBe(11_734);

    const perJam = new Map<string, number>();
    for (const item of standing) {
      const jam = item.jam.slice(0, 2);
      perJam.set(jam, (perJam.get(jam) ?? 0) + item.harga_jual);
    }
    const today = await chart<DashboardChartToday>('today');
    expect(today).toEqual({
      type: 'today',
      tanggal: TEST_TODAY,
      value,
      jumlah_nota: 2,
      jumlah_barang: 2,
      berat: milligramsToGrams(milligrams),
      per_jam: [...perJam].sort().map(([jam, sum]) => ({ jam, value: sum })),
    });
    expect(today.per_jam.reduce((sum, hour) => sum + hour.value, 0)).toBe(today.value);
    // KASIR's menu has the dashboard: the same figures.
    expect(await chart<DashboardChartToday>('today', kasir)).toEqual(today);

    const t2 = await chart<DashboardChartToday>('today', ownerT2);
    expect(t2).toMatchObject({ value: t2Sale.total, jumlah_nota: 1, jumlah_barang: 1, berat: 7.777 });
  });

  it('gives every day of the month up to the business date, earlier days and other months apart', async () => {
    await pastSale('PST-FJ-261103-0001', '2026-11-03', [
      { berat: 1_500, harga: 2_220_000, status: 'OK' },
      { berat: 2_000, harga: 2_960_000, status: 'CANC' },
    ]);
    await pastSale('PST-FJ-261031-0001', '2026-10-31', [{ berat: 4_000, harga: 5_920_000, status: 'OK' }]);
    const today = await chart<DashboardChartToday>('today');
    const month = await chart<DashboardChartMonthly>('monthly');

    expect(month.data.map((day) => day.tanggal)).toEqual(
      Array.from({ length: 22 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`),
    );
    expect(month.data.filter((day) => day.value !== 0 || day.berat !== 0)).toEqual([
      { tanggal: '2026-11-03', value: 2_220_000, berat: 1.5 },
      { tanggal: TEST_TODAY, value: today.value, berat: today.berat },
    ]);
    expect(month).toMatchObject({
      type: 'monthly',
      bulan: '2026-11',
      value: today.value + 2_220_000,
      jumlah_nota: today.jumlah_nota + 1,
      jumlah_barang: today.jumlah_barang + 1,
      berat: milligramsToGrams(gramsToMilligrams(today.berat) + 1_500),
    });
    expect(month.data.reduce((sum, day) => sum + day.value, 0)).toBe(month.value);
    // The earlier day does not change today's figures.
    expect(today.value).toBe(14_490_000 + 1_826_500);
  });

  it('freezes the day at closing into the roll-up, equal to the raw lines with the cancelled line left out', async () => {
    const before = await chart<DashboardChartMonthly>('monthly');
    const open = await t.database.db
      .select({ no: penjualan.no_faktur_group })
      .from(penjualan)
      .where(and(eq(penjualan.kode_toko, 'PST'), eq(penjualan.status_valid, 'OPEN')));
    const valid = await t.call('POST', 'penjualan/validasi', spv, {
      no_faktur_group: open.map((row) => row.no),
    });
    expect(valid.statusCode, valid.body).toBe(200);
    const closed = await closeDay(t, owner);
    expect(closed.statusCode, closed.body).toBe(200);

    const { rollup, raw } = await rollupAndRaw(t, 'penjualan', 'PST');
    expect(rollup.map((row) => row.tanggal)).toEqual(['2026-10-31', '2026-11-03', TEST_TODAY]);
    expect(rollup).toEqual(raw);
    owner = await t.login('PST', 'OWNER');
    const month = await chart<DashboardChartMonthly>('monthly');
    expect(month.data).toHaveLength(23);
    // The closed days read from the roll-up answer what the raw lines answered before closing.
    expect(month.data.slice(0, 22)).toEqual(before.data);
    expect(month.data.at(-1)).toEqual({ tanggal: '2026-11-23', value: 0, berat: 0 });
    expect(month).toMatchObject({
      value: before.value,
      jumlah_nota: before.jumlah_nota,
      berat: before.berat,
    });
  });
});
