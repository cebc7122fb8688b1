import {
  type Barang,
  HUTANG_MENU,
  type HutangDoc,
  type PenjualanDoc,
  type SaldoKas,
  TEXTS,
} from '@toko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellAndBuyBack } from '../../../test/buyback-fixtures.ts';
import { addPieces, scanned } from '../../../test/goods-fixtures.ts';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { keuangan } from '../../db/schema/index.ts';
import { KAS_BOLEH_MINUS_MODULE } from './cash-book.ts';

/**
 * The till never goes below zero unnoticed (decision 033): every kind of cash out of the
 * till is refused beyond the day's cash, naming what is there, with nothing written;
 * KAS_BOLEH_MINUS_MODULE lets it through; two counters paying out at once cannot both
 * spend the same cash. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const REKENING = '9876543210';
const OTORISASI = { user_id: 'SPV', password: 'demo1234', alasan: 'batal' };
let t: TestApp;
let owner: string;
let spv: string;
let pieces: Barang[];
let key = 0;
const nextKey = () => `till-key-${++key}-xxxx`;
const rp = (value: number) => `Rp ${value.toLocaleString('en-US')}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  await grantMenus(t, owner, 'SPV', [HUTANG_MENU.validasi, HUTANG_MENU.lihat]);
  spv = await t.login('PST', 'SPV');
  pieces = await addPieces(t, owner, [
    { nama_barang: 'CINCIN KAS A', berat: 2 },
    { nama_barang: 'CINCIN KAS B', berat: 2 },
    { nama_barang: 'CINCIN KAS C', berat: 2 },
    { nama_barang: 'CINCIN KAS D', berat: 2 },
    { nama_barang: 'CINCIN KAS E', berat: 2 },
  ]);
});
afterAll(async () => {
  await t.close();
});

async function ok<T>(token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<T> {
  const response = await t.call(method, path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}

async function kas(): Promise<number> {
  const balances = await ok<SaldoKas[]>(owner, 'GET', 'cash/saldo');
  return balances.find((row) => row.akun === 'KAS')?.akhir ?? 0;
}
const modal = (jumlah: number) =>
  ok(owner, 'POST', 'cash/uang-kas', { idempotency_key: nextKey(), kode_transaksi: 'MODAL', jumlah });
/** Pays all the till holds into the bank, as a shop does at noon: the till is left at zero. */
async function drain() {
  const akhir = await kas();
  if (akhir > 0) {
    await ok(owner, 'POST', 'cash/tambah-bank', {
      idempotency_key: nextKey(),
      no_rekening: REKENING,
      jumlah: akhir,
    });
  }
  expect(await kas()).toBe(0);
}
const allowMinus = (on: boolean) =>
  ok(owner, 'PUT', `para-system/key/${KAS_BOLEH_MINUS_MODULE}`, { value: on ? 'true' : 'false' });
const ledgerRows = async () =>
  (await t.database.db.select().from(keuangan).where(eq(keuangan.kode_toko, 'PST'))).length;

/** Refused with the cash available and the cash needed, and not a row written. */
async function expectRefused(
  call: () => Promise<{ statusCode: number; json: () => unknown }>,
  tersedia: number,
  dibutuhkan: number,
) {
  const before = await ledgerRows();
  const response = await call();
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 400,
    body: { message: TEXTS.cash.kasTidakCukup(rp(tersedia), rp(dibutuhkan)) },
  });
  expect(await ledgerRows()).toBe(before);
}

const PAWN = [
  { kode_group: '700', kode_dept: 'KL', nama_barang: 'kalung rantai', berat: '10.500', kadar: 70 },
];
const lend = (pokok: number) =>
  ok<HutangDoc>(owner, 'POST', 'hutang', {
    idempotency_key: nextKey(),
    kode_sales: 'S02',
    nama_customer: 'pak budi',
    no_hp: '0812000222',
    nik: '3174012345670001',
    items: PAWN,
    pokok,
    jangka_bulan: 4,
    bayar: { cash: pokok, transfer: 0 },
  });
const validateLoan = (no: string) => t.call('POST', 'hutang/validasi', spv, { no_hutang: [no] });

async function sell(piece: Barang, cash: number): Promise<PenjualanDoc> {
  const sale = await ok<PenjualanDoc>(owner, 'POST', 'penjualan', {
    idempotency_key: nextKey(),
    kode_sales: 'S01',
    nama_customer: 'PELANGGAN',
    items: [scanned(piece)],
    bayar: { cash },
  });
  await ok(spv, 'POST', 'penjualan/validasi', { no_faktur_group: [sale.no_faktur_group] });
  return sale;
}

describe('money out of the till', () => {
  it('refuses Uang Kas keluar and Tambah Uang Bank beyond the day’s cash, naming what is there', async () => {
    await modal(1_120_000);
    const keluar = () =>
      t.call('POST', 'cash/uang-kas', owner, {
        idempotency_key: nextKey(),
        kode_transaksi: 'GAJI',
        jumlah: 1_500_000,
      });
    await expectRefused(keluar, 1_120_000, 1_500_000);
    const setor = () =>
      t.call('POST', 'cash/tambah-bank', owner, {
        idempotency_key: nextKey(),
        no_rekening: REKENING,
        jumlah: 1_120_001,
      });
    await expectRefused(setor, 1_120_000, 1_120_001);
    // Exactly what the till holds still goes.
    await drain();
  });

  it('refuses a loan paid out in cash at its validation: the loan waits, nothing is booked', async () => {
    await modal(1_120_000);
    const loan = await lend(5_000_000);
    await expectRefused(() => validateLoan(loan.no_hutang), 1_120_000, 5_000_000);
    expect((await ok<HutangDoc>(owner, 'GET', `hutang/${loan.no_hutang}`)).status_valid).toBe('OPEN');
    // With the setting on, the same payout goes through and the till shows the minus.
    await allowMinus(true);
    expect((await validateLoan(loan.no_hutang)).statusCode).toBe(200);
    expect(await kas()).toBe(1_120_000 - 5_000_000);
    await allowMinus(false);
    await modal(3_880_000);
    expect(await kas()).toBe(0);
  });

  it('refuses a buyback paid in cash beyond the till at its validation', async () => {
    const buyback = await sellAndBuyBack(t, owner, [pieces[0] as Barang], { validate: false });
    await drain();
    const total = buyback.cash_rp;
    expect(total).toBeGreaterThan(0);
    await expectRefused(
      () => t.call('POST', 'pembelian/validasi', owner, { no_faktur_group: [buyback.no_faktur_group] }),
      0,
      total,
    );
    await modal(total);
    expect(
      (await t.call('POST', 'pembelian/validasi', owner, { no_faktur_group: [buyback.no_faktur_group] }))
        .statusCode,
    ).toBe(200);
    expect(await kas()).toBe(0);
  });

  it('refuses a cancelled sale’s cash refund the till cannot pay; a sale with change is money in', async () => {
    await drain();
    // Paid 100,000,000 in cash, the change handed back: net money in, whatever the till held.
    const sale = await sell(pieces[1] as Barang, 100_000_000);
    expect(sale.kembalian).toBeGreaterThan(0);
    expect(await kas()).toBe(sale.total);
    await drain();
    const line = sale.items[0]?.no_faktur_jual ?? '';
    await expectRefused(
      () => t.call('POST', 'penjualan/batal', owner, { no_faktur_jual: line, otorisasi: OTORISASI }),
      0,
      sale.total,
    );
    expect((await ok<PenjualanDoc>(owner, 'GET', `penjualan/${sale.no_faktur_group}`)).status).toBe('OK');
  });

  it('refuses a deposit’s DP refund on cancel when the till cannot pay it', async () => {
    const titip = await ok<{ no_titip: string }>(owner, 'POST', 'titipan', {
      idempotency_key: nextKey(),
      kode_sales: 'S02',
      nama_customer: 'bapak hendra',
      items: [scanned(pieces[2] as Barang)],
      dp: 500_000,
      bayar: { cash: 500_000 },
    });
    await ok(spv, 'POST', 'titipan/validasi', { no_titip: [titip.no_titip] });
    await drain();
    await expectRefused(
      () => t.call('POST', 'titipan/batal', owner, { no_titip: titip.no_titip, otorisasi: OTORISASI }),
      0,
      500_000,
    );
    await modal(500_000);
    expect(
      (await t.call('POST', 'titipan/batal', owner, { no_titip: titip.no_titip, otorisasi: OTORISASI }))
        .statusCode,
    ).toBe(200);
    expect(await kas()).toBe(0);
  });

  it('lets two counters paying out at once spend the same cash only once', async () => {
    await drain();
    await modal(6_000_000);
    const [a, b] = [await lend(5_000_000), await lend(5_000_000)];
    const responses = await Promise.all([validateLoan(a.no_hutang), validateLoan(b.no_hutang)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const refused = responses.find((response) => response.statusCode === 400);
    expect(refused?.json()).toEqual({ message: TEXTS.cash.kasTidakCukup(rp(1_000_000), rp(5_000_000)) });
    expect(await kas()).toBe(1_000_000);
  });
});
