import { addDays, HUTANG_MENU, type HutangBayarSlip, type HutangDoc, TEXTS } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { openTill } from '../../../test/till-fixtures.ts';

/**
 * A pawn payment's slip (GET hutang/bayar/{no_bayar}): each payment (interest, redemption,
 * renewal) is read by its number with its loan and, for a renewal, the loan it opened;
 * another shop's payment is not found.
 */

const OTORISASI = { user_id: 'SPV', password: 'demo1234', alasan: 'nasabah lama' };

let t: TestApp;
let spv: string;
let kasir: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.login('PST', 'OWNER');
  await grantMenus(t, owner, 'KASIR', [HUTANG_MENU.transaksi, HUTANG_MENU.lihat]);
  await grantMenus(t, owner, 'SPV', [HUTANG_MENU.validasi, HUTANG_MENU.lihat]);
  [spv, kasir] = await Promise.all([t.login('PST', 'SPV'), t.login('PST', 'KASIR')]);
  // The loans are paid out in cash: the till holds what they take (decision 033).
  await openTill(t, owner);
});
afterAll(async () => {
  await t.close();
});

async function ok<T>(token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await t.call(method, path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}

/** A validated Rp 2,000,000 loan (P1, 2.5 %: Rp 50,000 for the first 30 days) over 4 months. */
async function validatedLoan(nik: string): Promise<HutangDoc> {
  const loan = await ok<HutangDoc>(kasir, 'POST', 'hutang', {
    idempotency_key: `slip-${nik}`,
    kode_sales: 'S02',
    nama_customer: 'pak budi',
    nik,
    items: [{ kode_group: '750', kode_dept: 'CC', nama_barang: 'cincin', berat: '3.270', kadar: 75 }],
    pokok: 2_000_000,
    jangka_bulan: 4,
    bayar: { cash: 2_000_000, transfer: 0 },
  });
  await ok(spv, 'POST', 'hutang/validasi', { no_hutang: [loan.no_hutang] });
  return loan;
}

const slipOf = (token: string, noBayar: string) =>
  ok<HutangBayarSlip>(token, 'GET', `hutang/bayar/${encodeURIComponent(noBayar)}`);

describe('hutang payment slip', () => {
  it('reads an interest payment and a redemption with their loan, the change and the methods', async () => {
    const loan = await validatedLoan('3175000000000001');
    const paid = await ok<HutangDoc>(kasir, 'POST', 'hutang/bunga', {
      idempotency_key: 'slip-bunga-1',
      no_hutang: loan.no_hutang,
      bayar: { cash: 60_000, transfer: 0 },
    });
    const bunga = paid.pembayaran.at(-1);
    const slip = await slipOf(kasir, bunga?.no_bayar ?? '');
    expect(slip.bayar).toMatchObject({
      no_hutang: loan.no_hutang,
      jenis: 'BUNGA',
      tgl_dari: TEST_TODAY,
      hari: 0,
      hari_dihitung: 30,
      bunga: 50_000,
      pokok: 0,
      total: 50_000,
      cash_rp: 60_000,
      kembalian: 10_000,
    });
    expect(slip).toMatchObject({ kode_sales: 'S02', hutang_baru: null });
    expect(slip.hutang).toMatchObject({
      no_hutang: loan.no_hutang,
      nama_customer: 'PAK BUDI',
      tgl_bunga: addDays(TEST_TODAY, 30),
    });

    const redeemed = await ok<HutangDoc>(kasir, 'POST', 'hutang/lunas', {
      idempotency_key: 'slip-lunas-1',
      no_hutang: loan.no_hutang,
      bayar: { cash: 0, transfer: 2_000_000, no_rekening: '1234567890' },
    });
    const lunas = await slipOf(spv, redeemed.pembayaran.at(-1)?.no_bayar ?? '');
    expect(lunas.bayar).toMatchObject({ jenis: 'LUNAS', bunga: 0, pokok: 2_000_000, transfer_rp: 2_000_000 });
    expect(lunas.hutang.status).toBe('LUNAS');
  });

  it('reads a renewal with the loan it opened, its term and due date', async () => {
    const loan = await validatedLoan('3175000000000002');
    const baru = await ok<HutangDoc>(kasir, 'POST', 'hutang/perpanjang', {
      idempotency_key: 'slip-perpanjang-2',
      no_hutang: loan.no_hutang,
      pokok_baru: 1_500_000,
      jangka_bulan: 5,
      bayar: { cash: 550_000, transfer: 0 },
      otorisasi: OTORISASI,
    });
    const lama = await ok<HutangDoc>(kasir, 'GET', `hutang/${loan.no_hutang}`);
    const slip = await slipOf(kasir, lama.pembayaran.at(-1)?.no_bayar ?? '');
    expect(slip.bayar).toMatchObject({ jenis: 'PERPANJANG', bunga: 50_000, pokok: 500_000, total: 550_000 });
    expect(slip.hutang).toMatchObject({ no_hutang: loan.no_hutang, status: 'PERPANJANG' });
    expect(slip.hutang_baru).toMatchObject({
      no_hutang: baru.no_hutang,
      pokok: 1_500_000,
      jangka_bulan: 5,
      tgl_jatuh_tempo: addDays(TEST_TODAY, 150),
    });
  });

  it('is the shop’s own: another shop, an unknown number or no session are refused', async () => {
    const loan = await validatedLoan('3175000000000003');
    const paid = await ok<HutangDoc>(kasir, 'POST', 'hutang/bunga', {
      idempotency_key: 'slip-bunga-3',
      no_hutang: loan.no_hutang,
      bayar: { cash: 50_000, transfer: 0 },
    });
    const noBayar = paid.pembayaran.at(-1)?.no_bayar ?? '';
    const t2 = await t.login('T2', 'OWNER');
    const other = await t.call('GET', `hutang/bayar/${noBayar}`, t2);
    expect([other.statusCode, other.json().message]).toEqual([404, TEXTS.hutang.bayarTidakDikenal(noBayar)]);
    const unknown = await t.call('GET', 'hutang/bayar/PST-BH-000000-0000', kasir);
    expect(unknown.statusCode).toBe(404);
    expect((await t.call('GET', `hutang/bayar/${noBayar}`, undefined)).statusCode).toBe(401);
  });
});
