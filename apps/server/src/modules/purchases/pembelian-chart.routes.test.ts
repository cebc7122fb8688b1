import {
  type Barang,
  type DashboardChartMonthly,
  type DashboardChartToday,
  gramsToMilligrams,
  milligramsToGrams,
  PEMBELIAN_CHART_TYPE_MESSAGE,
  type PembelianDoc,
  TEXTS,
} from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellAndBuyBack } from '../../../test/buyback-fixtures.ts';
import { addPieces } from '../../../test/goods-fixtures.ts';
import { rollupAndRaw } from '../../../test/rollup-check.ts';
import { createTestApp, revokeMenus, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { closeDay } from '../../../test/till-fixtures.ts';

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
let ownerT2: string;
const OTORISASI = { user_id: 'SPV', password: 'demo1234', alasan: 'Salah timbang' };

beforeAll(async () => {
  t = await createTestApp();
  // This supervisor keeps Lihat Pembelian and validation but loses the dashboard.
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

async function chart<T>(type: string, token = owner): Promise<T> {
  const response = await t.call('GET', `pembelian/chart?type=${type}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function cancel(noFakturBeli: string) {
  const response = await t.call('POST', 'pembelian/batal', owner, {
    no_faktur_beli: noFakturBeli,
    otorisasi: OTORISASI,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function docOf(doc: PembelianDoc, token = owner): Promise<PembelianDoc> {
  const response = await t.call('GET', `pembelian/${doc.no_faktur_group}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PembelianDoc;
}

/** What the raw lines of these buybacks add up to: the standing lines of standing buybacks. */
function rawSums(docs: readonly PembelianDoc[]) {
  const standing = docs
    .filter((doc) => doc.status === 'OK')
    .flatMap((doc) =>
      doc.items.filter((item) => item.status === 'OK').map((item) => ({ ...item, jam: doc.jam })),
    );
  const perJam = new Map<string, number>();
  for (const item of standing)
    perJam.set(item.jam.slice(0, 2), (perJam.get(item.jam.slice(0, 2)) ?? 0) + item.harga);
  return {
    value: standing.reduce((sum, item) => sum + item.harga, 0),
    milligrams: standing.reduce((sum, item) => sum + gramsToMilligrams(item.berat), 0),
    jumlah_nota: new Set(standing.map((item) => item.no_faktur_beli.replace(/-\d+$/, ''))).size,
    jumlah_barang: standing.length,
    per_jam: [...perJam].sort().map(([jam, value]) => ({ jam, value })),
  };
}

describe('GET pembelian/chart', () => {
  it('refuses a missing token, a user without the dashboard and a bad type', async () => {
    const anonymous = await t.call('GET', 'pembelian/chart?type=today');
    expect({ status: anonymous.statusCode, body: anonymous.json() }).toEqual({
      status: 401,
      body: { message: TEXTS.invalidToken },
    });
    // SPV may read buybacks (pembelian/:no_faktur_group) but not the dashboard: the
    // refusal shows "chart" reached this route, not the receipt look-up.
    const denied = await t.call('GET', 'pembelian/chart?type=monthly', spv);
    expect({ status: denied.statusCode, body: denied.json() }).toEqual({
      status: 403,
      body: { message: TEXTS.menuForbidden },
    });
    for (const query of ['?type=weekly', '?type=MONTHLY', '']) {
      const bad = await t.call('GET', `pembelian/chart${query}`, owner);
      expect({ query, status: bad.statusCode, body: bad.json() }).toEqual({
        query,
        status: 400,
        body: { message: PEMBELIAN_CHART_TYPE_MESSAGE },
      });
    }
  });

  it('answers zeros on a day and a month without buybacks', async () => {
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
    expect(month.data.at(-1)).toEqual({ tanggal: TEST_TODAY, value: 0, berat: 0 });
  });

  let docs: PembelianDoc[] = [];

  it("sums this shop's standing buyback lines of the business day, validated or not, to the rupiah and milligram", async () => {
    const [ring, necklace, pendant, bracelet] = (await addPieces(t, owner, [
      { nama_barang: 'CINCIN CONTOH', berat: 3.27, ongkos_type: 'GRAM', ongkos: 50_000 },
      { kode_group: '700', kode_dept: 'KL', kode_baki: 'KLDLM', nama_barang: 'KALUNG', berat: 10.5 },
      { kode_dept: 'LT', kode_baki: 'LT17', nama_barang: 'LIONTIN', berat: 1.234 },
      { kode_group: '700', kode_dept: 'GL', kode_baki: 'KLDLM', nama_barang: 'GELANG', berat: 5.125 },
    ])) as [Barang, Barang, Barang, Barang];
    const [elsewhere] = await addPieces(t, ownerT2, [{ nama_barang: 'CINCIN CABANG', berat: 7.777 }]);
    if (!elsewhere) throw new Error('no piece');

    // Validated, then its ring cancelled: only the necklace stands.
    const validated = await sellAndBuyBack(t, owner, [ring, necklace]);
    await cancel(`${validated.no_faktur_group}-1`);
    // Saved, awaiting validation: it counts.
    const open = await sellAndBuyBack(t, owner, [pendant], { validate: false });
    // Its only line cancelled: the whole buyback is CANC.
    const cancelled = await sellAndBuyBack(t, owner, [bracelet]);
    await cancel(`${cancelled.no_faktur_group}-1`);
    // Another shop's buyback of the same day.
    const t2Buyback = await sellAndBuyBack(t, ownerT2, [elsewhere]);

    docs = await Promise.all([validated, open, cancelled].map((doc) => docOf(doc)));
    expect(docs.map((doc) => [doc.status, doc.status_valid, doc.items.map((item) => item.status)])).toEqual([
      ['OK', 'DONE', ['CANC', 'OK']],
      ['OK', 'OPEN', ['OK']],
      ['CANC', 'DONE', ['CANC']],
    ]);
    const raw = rawSums(docs);
    expect(raw.milligrams).toBe(10_500 + 1_234);
    expect(raw.value).toBe((docs[0]?.items[1]?.harga ?? 0) + (docs[1]?.items[0]?.harga ?? 0));

    const today = await chart<DashboardChartToday>('today');
    expect(today).toEqual({
      type: 'today',
      tanggal: TEST_TODAY,
      value: raw.value,
      jumlah_nota: 2,
      jumlah_barang: 2,
      berat: milligramsToGrams(raw.milligrams),
      per_jam: raw.per_jam,
    });
    // KASIR's menu has the dashboard: the same figures.
    expect(await chart<DashboardChartToday>('today', kasir)).toEqual(today);
    const month = await chart<DashboardChartMonthly>('monthly');
    expect(month).toMatchObject({ value: raw.value, jumlah_nota: 2, jumlah_barang: 2, berat: today.berat });
    expect(month.data.filter((day) => day.value !== 0)).toEqual([
      { tanggal: TEST_TODAY, value: raw.value, berat: today.berat },
    ]);

    const t2 = await chart<DashboardChartToday>('today', ownerT2);
    expect(t2).toMatchObject({ value: t2Buyback.total, jumlah_nota: 1, jumlah_barang: 1, berat: 7.777 });
  });

  it('keeps a closed day in the month exactly as its raw lines, the cancelled line left out', async () => {
    const open = docs[1];
    if (!open) throw new Error('no open buyback');
    const valid = await t.call('POST', 'pembelian/validasi', owner, {
      no_faktur_group: [open.no_faktur_group],
    });
    expect(valid.statusCode, valid.body).toBe(200);
    const raw = rawSums(await Promise.all(docs.map((doc) => docOf(doc))));
    const closed = await closeDay(t, owner);
    expect(closed.statusCode, closed.body).toBe(200);
    // The closing froze the day: its roll-up row is the raw lines' sums, the cancelled lines left out.
    const { rollup, raw: rawRows } = await rollupAndRaw(t, 'pembelian', 'PST');
    expect(rollup).toEqual(rawRows);
    expect(rollup).toEqual([
      {
        kode_toko: 'PST',
        tanggal: TEST_TODAY,
        jumlah_nota: raw.jumlah_nota,
        jumlah_barang: raw.jumlah_barang,
        berat: raw.milligrams,
        value: raw.value,
      },
    ]);

    const nextDay = await t.login('PST', 'OWNER');
    const [pieceToday] = await addPieces(t, nextDay, [{ nama_barang: 'CINCIN BESOK', berat: 2.345 }]);
    if (!pieceToday) throw new Error('no piece');
    const bought = await docOf(await sellAndBuyBack(t, nextDay, [pieceToday]), nextDay);
    const today = await chart<DashboardChartToday>('today', nextDay);
    expect(today).toMatchObject({ tanggal: '2026-11-23', value: bought.total, jumlah_nota: 1, berat: 2.345 });

    const month = await chart<DashboardChartMonthly>('monthly', nextDay);
    expect(month.data).toHaveLength(23);
    expect(month.data.filter((day) => day.value !== 0)).toEqual([
      { tanggal: TEST_TODAY, value: raw.value, berat: milligramsToGrams(raw.milligrams) },
      { tanggal: '2026-11-23', value: bought.total, berat: 2.345 },
    ]);
    expect(month).toMatchObject({
      value: raw.value + bought.total,
      jumlah_nota: raw.jumlah_nota + 1,
      jumlah_barang: raw.jumlah_barang + 1,
      berat: milligramsToGrams(raw.milligrams + 2_345),
    });
  });
});
