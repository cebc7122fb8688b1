import { addDays, DELETE_CALLS } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces } from '../../test/goods-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_TODAY } from '../../test/test-clock.ts';
import { closeDay } from '../../test/till-fixtures.ts';
import { type BooksContext, checkBooks } from './check-books.ts';
import { eodMatchesDay } from './check-eod.ts';

/**
 * The books check over a period Delete Data removed (decision 025): it learns the period from
 * the delete's audit row and finds nothing, yet still names the same rows gone behind its back.
 * Two closed days, each with money into the till and a piece added; the shop stands on day 3.
 */
const DAY1 = TEST_TODAY;
const DAY2 = addDays(TEST_TODAY, 1);
const DAY3 = addDays(TEST_TODAY, 2);

let t: TestApp;
let owner: string;
let ctx: BooksContext;
let key = 0;

async function ok(path: string, body: object) {
  const response = await t.call('POST', path, owner, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json();
}

async function businessDay(label: string, jumlah: number) {
  await addPieces(t, owner, [{ nama_barang: `CINCIN ${label}`, berat: 2.5 }]);
  await ok('cash/uang-kas', {
    idempotency_key: `books-hapus-${++key}-xxxx`,
    kode_transaksi: 'MODAL',
    jumlah,
  });
  const closed = await closeDay(t, owner);
  expect(closed.statusCode, closed.body).toBe(200);
}

const everything = async () => [...(await checkBooks(ctx)), ...(await eodMatchesDay(ctx))];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  await businessDay('HARI SATU', 1_000_000);
  t.setNow(new Date(`${DAY2}T10:00:00+07:00`));
  owner = await t.login('PST', 'OWNER');
  await businessDay('HARI DUA', 2_000_000);
  t.setNow(new Date(`${DAY3}T10:00:00+07:00`));
  owner = await t.login('PST', 'OWNER');
  ctx = {
    db: t.database.db,
    call: (method, path, body) => t.call(method, path, owner, body),
    kodeToko: 'PST',
    tanggal: DAY3,
  };
});
afterAll(async () => {
  await t.close();
});

describe('checkBooks over periods Delete Data removed', () => {
  it('finds nothing after two closed days', async () => {
    expect(await everything()).toEqual([]);
  });

  it('finds nothing once day 1 cash rows and day 2 stock balances are deleted through Delete Data', async () => {
    await ok(DELETE_CALLS.KEUANGAN, { tgl_from: DAY1, tgl_to: DAY1, konfirmasi: true });
    await ok(DELETE_CALLS['LAPORAN BARANG SUMMARY'], { tgl_from: DAY2, tgl_to: DAY2, konfirmasi: true });
    expect(await everything()).toEqual([]);
  });

  it('names day 2 cash rows removed without Delete Data, in the balances and in the EOD summary', async () => {
    await t.database.db.execute(sql`delete from keuangan where kode_toko = 'PST' and tanggal = ${DAY2}`);
    const found = await everything();
    expect(found).toContain(`saldo KAS ${DAY2}: akhir 3000000 ≠ buku kas 1000000`);
    expect(found.some((text) => text.startsWith(`EOD ${DAY2} KAS MODAL: buku tidak ada`))).toBe(true);
  });
});
