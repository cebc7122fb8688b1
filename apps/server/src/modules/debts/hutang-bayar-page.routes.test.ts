import { HUTANG_MENU, type HutangBayarRow, type HutangDoc, type PageResult } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { openTill } from '../../../test/till-fixtures.ts';

/**
 * Validasi Hutang's payments list (GET hutang/bayar/paginated): the payments waiting,
 * each with its loan's customer, paged and searched on the server; a validated or
 * cancelled payment no longer waits.
 */

let t: TestApp;
let spv: string;
let kasir: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.login('PST', 'OWNER');
  await grantMenus(t, owner, 'KASIR', [HUTANG_MENU.transaksi]);
  await openTill(t, owner);
  await grantMenus(t, owner, 'SPV', [HUTANG_MENU.validasi, HUTANG_MENU.lihat]);
  [spv, kasir] = await Promise.all([t.login('PST', 'SPV'), t.login('PST', 'KASIR')]);
});
afterAll(async () => {
  await t.close();
});

async function ok<T>(token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await t.call(method, path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}

/** A validated Rp 2,000,000 loan (P1, 2.5 %) whose first month's interest (Rp 50,000) is paid. */
async function loanWithInterestPaid(nama: string, nik: string): Promise<HutangDoc> {
  const loan = await ok<HutangDoc>(kasir, 'POST', 'hutang', {
    idempotency_key: `bayar-page-${nik}`,
    kode_sales: 'S02',
    nama_customer: nama,
    nik,
    items: [{ kode_group: '750', kode_dept: 'CC', nama_barang: 'cincin', berat: '3.270', kadar: 75 }],
    pokok: 2_000_000,
    jangka_bulan: 4,
    bayar: { cash: 2_000_000, transfer: 0 },
  });
  await ok(spv, 'POST', 'hutang/validasi', { no_hutang: [loan.no_hutang] });
  return ok<HutangDoc>(kasir, 'POST', 'hutang/bunga', {
    idempotency_key: `bayar-page-bunga-${nik}`,
    no_hutang: loan.no_hutang,
    bayar: { cash: 50_000, transfer: 0 },
  });
}

describe('hutang payments list', () => {
  it('lists the waiting payments with their customer, searched and paged, until validated', async () => {
    const budi = await loanWithInterestPaid('pak budi', '3174000000000001');
    const sari = await loanWithInterestPaid('ibu sari', '3174000000000002');
    const waiting = (query = '') =>
      ok<PageResult<HutangBayarRow>>(spv, 'GET', `hutang/bayar/paginated?status_valid=OPEN${query}`);

    const all = await waiting();
    expect(all.count).toBe(2);
    // Newest first.
    expect(
      all.data.map((row) => [row.no_hutang, row.nama_customer, row.jenis, row.bunga, row.status]),
    ).toEqual([
      [sari.no_hutang, 'IBU SARI', 'BUNGA', 50_000, 'OK'],
      [budi.no_hutang, 'PAK BUDI', 'BUNGA', 50_000, 'OK'],
    ]);
    const firstPage = await waiting('&limit=1');
    expect([firstPage.count, firstPage.data.length]).toEqual([2, 1]);
    const byNik = await waiting('&search=0000000001');
    expect(byNik.data.map((row) => [row.no_bayar, row.nik])).toEqual([
      [budi.pembayaran[0]?.no_bayar, '3174000000000001'],
    ]);

    await ok(spv, 'POST', 'hutang/bayar/validasi', { no_bayar: [budi.pembayaran[0]?.no_bayar] });
    expect((await waiting()).data.map((row) => row.no_hutang)).toEqual([sari.no_hutang]);
    const done = await ok<PageResult<HutangBayarRow>>(spv, 'GET', 'hutang/bayar/paginated?status_valid=DONE');
    expect(done.data.map((row) => [row.no_hutang, row.status_valid, row.valid_by])).toEqual([
      [budi.no_hutang, 'DONE', 'SPV'],
    ]);
  });

  it('needs Validasi Hutang or Lihat Hutang, and refuses a bad query', async () => {
    expect((await t.call('GET', 'hutang/bayar/paginated', kasir)).statusCode).toBe(403);
    expect((await t.call('GET', 'hutang/bayar/paginated', undefined)).statusCode).toBe(401);
    expect((await t.call('GET', 'hutang/bayar/paginated?limit=1000', spv)).statusCode).toBe(400);
  });
});
