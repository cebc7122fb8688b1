import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces } from '../../test/goods-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_TODAY } from '../../test/test-clock.ts';
import { closeDay } from '../../test/till-fixtures.ts';
import type { BooksContext } from './check-books.ts';
import { eodMatchesDay } from './check-eod.ts';

/**
 * The books' EOD check can fail: a closed day's stored summary agrees with its ledgers, and
 * one figure changed afterwards (a stock line, a cash line) is named.
 */
let t: TestApp;
let ctx: BooksContext;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.login('PST', 'OWNER');
  await addPieces(t, owner, [{ nama_barang: 'CINCIN EOD', berat: 2.5 }]);
  const modal = await t.call('POST', 'cash/uang-kas', owner, {
    idempotency_key: 'check-eod-modal-xxxx',
    kode_transaksi: 'MODAL',
    jumlah: 1_000_000,
  });
  expect(modal.statusCode, modal.body).toBe(200);
  const closed = await closeDay(t, owner);
  expect(closed.statusCode, closed.body).toBe(200);
  ctx = {
    db: t.database.db,
    call: () => Promise.reject(new Error('not used')),
    kodeToko: 'PST',
    tanggal: TEST_TODAY,
  };
});
afterAll(async () => {
  await t.close();
});

describe('eodMatchesDay', () => {
  it('finds nothing when the stored summary is the day as closed', async () => {
    expect(await eodMatchesDay(ctx)).toEqual([]);
  });

  it('names a stock figure and a cash figure changed after the closing', async () => {
    await t.database.db.execute(sql`update eod_summary set qty = qty + 1
      where kode_toko = 'PST' and tanggal = ${TEST_TODAY} and bagian = 'BARANG' and kelompok = 'SEMUA' and pos = 'tambah'`);
    await t.database.db.execute(sql`update eod_summary set masuk = masuk - 1
      where kode_toko = 'PST' and tanggal = ${TEST_TODAY} and bagian = 'KAS' and kelompok = 'MODAL'`);
    const found = await eodMatchesDay(ctx);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(new RegExp(`^EOD ${TEST_TODAY} BARANG tambah: buku 1 / 2500`));
    expect(found[1]).toMatch(new RegExp(`^EOD ${TEST_TODAY} KAS MODAL: buku 1000000 / 0`));
  });
});
