import type { Barang } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedManyPieces } from '../../../test/goods-dataset.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PIECES = 100_000;
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  await seedManyPieces(t.database.db, 'PST', '2026-11-22', PIECES);
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Page = { data: Barang[]; count: number };
const page = async (query: string) => {
  const response = await t.call('GET', `barang/paginated?${query}`, owner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};

describe('Data Barang with 100,000 pieces', () => {
  it('answers one page and the total, never the whole table', async () => {
    const first = await page('skip=0&limit=10');
    expect(first.count).toBe(PIECES);
    expect(first.data).toHaveLength(10);
    const last = await page(`skip=${PIECES - 5}&limit=10`);
    expect(last.data.map((item) => item.kode_barcode)).toEqual([
      '90099996',
      '90099997',
      '90099998',
      '90099999',
      '90100000',
    ]);
    // The server caps the page size.
    expect((await t.call('GET', 'barang/paginated?limit=100000', owner)).statusCode).toBe(400);
  });

  it('filters and searches on the server', async () => {
    const tray = await page('kode_baki=KLDLM&limit=5');
    expect(tray.count).toBe(33_334);
    expect(tray.data.every((item) => item.kode_baki === 'KLDLM')).toBe(true);
    const byName = await page('search=model%20996&kode_dept=LT&limit=50');
    expect(byName.count).toBeGreaterThan(0);
    expect(
      byName.data.every((item) => item.nama_barang.includes('MODEL 996') && item.kode_dept === 'LT'),
    ).toBe(true);
    expect((await page('search=90054321')).data.map((item) => item.kode_barcode)).toEqual(['90054321']);
  });
});
