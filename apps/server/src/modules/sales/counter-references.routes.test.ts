import type { Barang, HargaEmasRow, MasterRecord, PenjualanDoc } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, scanned } from '../../../test/goods-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * A counter reads its references (sales people, marketplaces, banks, accounts, the day's
 * prices) from memory while the shop's epoch stands (decision 031): a change through any
 * screen must reach the very next document, never one later.
 */
let t: TestApp;
let owner: string;
let kasir: string;
let pieces: Barang[];

beforeAll(async () => {
  t = await createTestApp();
  [owner, kasir] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'KASIR')]);
  pieces = await addPieces(
    t,
    owner,
    Array.from({ length: 6 }, (_, i) => ({ nama_barang: `CINCIN ${i}`, berat: 2 })),
  );
});
afterAll(async () => {
  await t.close();
});

let key = 0;
let sold = 0;
const sell = (extra: object = {}) =>
  t.call('POST', 'penjualan', kasir, {
    idempotency_key: `referensi-${++key}-xxxx`,
    kode_sales: 'S01',
    nama_customer: 'ibu ani',
    items: [scanned(pieces[sold++] as Barang)],
    bayar: { cash: 20_000_000 },
    ...extra,
  });

async function salesPerson(code: string): Promise<MasterRecord> {
  const rows = (await t.call('GET', 'sales/get/all', owner)).json() as MasterRecord[];
  const found = rows.find((row) => row.kode_sales === code);
  if (!found) throw new Error(`sales ${code} tidak ada`);
  return found;
}

describe('counter references held in memory', () => {
  it('prices the next sale at a gold price saved a moment before', async () => {
    const first = await sell();
    expect(first.statusCode, first.body).toBe(200);
    const before = (first.json() as PenjualanDoc).items[0]?.harga_gram as number;
    // Both the sale and the scan read the day's prices; a change must reach both at once.
    const prices = (await t.call('GET', 'harga-emas/today', owner)).json() as HargaEmasRow[];
    const gold = prices.find((row) => row.kode_group === '750') as HargaEmasRow;
    const saved = await t.call('POST', 'harga-emas', owner, {
      tanggal: '2026-11-22',
      items: [{ kode_group: '750', harga_jual: before + 10_000, harga_beli: gold.harga_beli }],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const scan = await t.call('GET', `penjualan/harga/${pieces[sold]?.kode_barcode}`, kasir);
    expect(scan.json()).toMatchObject({ harga_gram: before + 10_000 });
    const next = await sell();
    expect(next.statusCode, next.body).toBe(200);
    expect((next.json() as PenjualanDoc).items[0]?.harga_gram).toBe(before + 10_000);
  });

  it('refuses the next sale naming a sales person deactivated a moment before, and takes it again once active', async () => {
    expect((await sell({ kode_sales: 'S02' })).statusCode).toBe(200);
    const s02 = await salesPerson('S02');
    const off = await t.call('PUT', `sales/${s02.id}`, owner, { ...s02, status_aktif: false });
    expect(off.statusCode, off.body).toBe(200);
    const refused = await sell({ kode_sales: 'S02' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Sales S02 tidak ditemukan atau tidak aktif' });
    sold -= 1; // the refused sale held nothing

    const on = await t.call('PUT', `sales/${s02.id}`, owner, { ...s02, status_aktif: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await sell({ kode_sales: 'S02' })).statusCode).toBe(200);
  });
});
