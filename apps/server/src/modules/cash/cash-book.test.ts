import { AppError, type Keuangan, paidParts, type SaldoKas, TEXTS } from '@toko/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { closeDay, openTill } from '../../../test/till-fixtures.ts';
import type { Tx } from '../../db/client.ts';
import { keuangan, keuanganSaldo } from '../../db/schema/index.ts';
import type { CashService } from './cash.service.ts';

let t: TestApp;
let owner: string;
let cash: CashService;
const AT = { kodeToko: 'PST', tanggal: TEST_TODAY };
const BCA = '1234567890';
const MANDIRI = '9876543210';

const entry = (deskripsi: string, kategori = 'PENJUALAN') => ({
  kategori,
  deskripsi,
  keterangan: 'BUDI',
  input_by: 'KASIR',
  valid_by: 'OWNER',
});

/** A sale paid by every method: cash with change, transfer, and a credit card with its fee. */
const SALE = {
  cash_rp: 1_000_000,
  kembalian: 50_000,
  transfer_rp: 2_000_000,
  no_rekening: MANDIRI,
  debet_rp: 0,
  kode_bank_debet: '',
  biaya_debet: 0,
  credit_rp: 1_000_000,
  kode_bank_credit: 'MANDIRI',
  biaya_credit: 15_000,
};
const BUYBACK = { cash_rp: 700_000, transfer_rp: 300_000, no_rekening: MANDIRI };

const inTx = (work: (tx: Tx) => Promise<void>) => t.database.db.transaction(work);

/** The ledger rows of one receipt: kategori, jenis, account, bank, in, out, fee. */
async function rowsOf(deskripsi: string) {
  const rows = await t.database.db
    .select()
    .from(keuangan)
    .where(and(eq(keuangan.kode_toko, 'PST'), eq(keuangan.deskripsi, deskripsi)))
    .orderBy(asc(keuangan.id));
  return rows.map((row) => [
    row.kategori,
    row.jenis,
    row.no_rekening,
    row.kode_bank,
    row.jumlah_in,
    row.jumlah_out,
    row.fee,
  ]);
}

async function saldo(): Promise<Record<string, SaldoKas>> {
  const response = await t.call('GET', 'cash/saldo', owner);
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries((response.json() as SaldoKas[]).map((row) => [row.akun, row]));
}

async function ledgerSize() {
  return (await t.database.db.select().from(keuangan).where(eq(keuangan.kode_toko, 'PST'))).length;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  // The refunds below pay cash out: the till opens with Rp 1,000,000, as a shop's does.
  await openTill(t, owner, 1_000_000);
  cash = t.services.cash;
});
afterAll(async () => {
  await t.close();
});

describe('card money settles into the shop account at the card’s bank', () => {
  it('books a Rp 3,000,000 debet sale with its Rp 60,000 fee: the account grows by the nominal, the till stays', async () => {
    const before = await saldo();
    await inTx((tx) =>
      cash.book(tx, AT, [
        { ...entry('PST-FJ-0001'), jenis: 'DEBET', kode_bank: 'BCA', jumlah_in: 3_000_000, fee: 60_000 },
      ]),
    );
    expect(await rowsOf('PST-FJ-0001')).toEqual([
      ['PENJUALAN', 'DEBET', BCA, 'BCA', 3_060_000, 0, 60_000],
      ['BIAYA KARTU', 'DEBET', BCA, 'BCA', 0, 60_000, 0],
    ]);
    const after = await saldo();
    expect(after[BCA]).toMatchObject({
      masuk: (before[BCA]?.masuk ?? 0) + 3_060_000,
      keluar: (before[BCA]?.keluar ?? 0) + 60_000,
      akhir: (before[BCA]?.akhir ?? 0) + 3_000_000,
    });
    expect(after.KAS).toEqual(before.KAS);
    expect(after[MANDIRI]).toEqual(before[MANDIRI]);
    // Buku Kas shows both rows of the receipt.
    const book = await t.call('GET', 'cash/paginated?search=PST-FJ-0001', owner);
    expect((book.json().data as Keuangan[]).map((row) => row.kategori).sort()).toEqual([
      'BIAYA KARTU',
      'PENJUALAN',
    ]);
  });

  it('picks the first active account of the bank by number', async () => {
    const created = await t.call('POST', 'rekenings', owner, {
      no_rekening: '0012345678',
      nama_rekening: 'TOKO EMAS PUSAT',
      kode_bank: 'BCA',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await cash.settlementAccount(t.database.db, 'PST', 'BCA')).toBe('0012345678');
    const deactivated = await t.call('PUT', `rekenings/${created.json().id}`, owner, {
      no_rekening: '0012345678',
      nama_rekening: 'TOKO EMAS PUSAT',
      kode_bank: 'BCA',
      status_aktif: false,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await cash.settlementAccount(t.database.db, 'PST', 'BCA')).toBe(BCA);
    expect(await cash.settlementAccount(t.database.db, 'PST', 'MANDIRI')).toBe(MANDIRI);
  });

  it('refuses card money of a bank the shop has no account at, writing nothing', async () => {
    const refusal = { statusCode: 400, message: TEXTS.cash.bankTanpaRekening('BRI') };
    const size = await ledgerSize();
    const booking = inTx((tx) =>
      cash.book(tx, AT, [
        { ...entry('PST-FJ-0002'), jenis: 'CASH', jumlah_in: 100_000 },
        { ...entry('PST-FJ-0002'), jenis: 'DEBET', kode_bank: 'BRI', jumlah_in: 500_000, fee: 7_500 },
      ]),
    );
    await expect(booking).rejects.toBeInstanceOf(AppError);
    await expect(booking).rejects.toMatchObject(refusal);
    expect(await ledgerSize()).toBe(size);
    await expect(cash.settlementAccount(t.database.db, 'PST', 'BRI')).rejects.toMatchObject(refusal);
    const bayar = { debet: 0, kode_bank_debet: '', credit: 500_000, kode_bank_credit: 'BRI' };
    await expect(cash.checkCardSettlement('PST', bayar)).rejects.toMatchObject(refusal);
    await expect(cash.checkCardSettlement('PST', { ...bayar, credit: 0 })).resolves.toBeUndefined();
    await expect(
      cash.checkCardSettlement('PST', { ...bayar, debet: 1, kode_bank_debet: 'MANDIRI', credit: 0 }),
    ).resolves.toBeUndefined();
  });
});

describe('payments and refunds by method', () => {
  it('books a payment one row per method, cash net of change; a buyback pays out', async () => {
    await inTx(async (tx) => {
      await cash.bookPayment(tx, AT, entry('PST-FJ-0003'), SALE, 'in');
      await cash.bookPayment(tx, AT, entry('PST-FB-0001', 'PEMBELIAN'), BUYBACK, 'out');
    });
    expect(await rowsOf('PST-FJ-0003')).toEqual([
      ['PENJUALAN', 'CASH', '', '', 950_000, 0, 0],
      ['PENJUALAN', 'TRANSFER', MANDIRI, '', 2_000_000, 0, 0],
      ['PENJUALAN', 'CREDIT', MANDIRI, 'MANDIRI', 1_015_000, 0, 15_000],
      ['BIAYA KARTU', 'CREDIT', MANDIRI, 'MANDIRI', 0, 15_000, 0],
    ]);
    expect(await rowsOf('PST-FB-0001')).toEqual([
      ['PEMBELIAN', 'CASH', '', '', 0, 700_000, 0],
      ['PEMBELIAN', 'TRANSFER', MANDIRI, '', 0, 300_000, 0],
    ]);
  });

  it('refunds a sale line by line by the methods it was paid with; the card gets its nominal back', async () => {
    const before = await saldo();
    const parts = paidParts(SALE);
    await inTx(async (tx) => {
      await cash.reverse(tx, AT, entry('PST-FJ-0003-1', 'BATAL PENJUALAN'), parts, 0, 1_500_000, 'out');
      await cash.reverse(
        tx,
        AT,
        entry('PST-FJ-0003-2', 'BATAL PENJUALAN'),
        parts,
        1_500_000,
        2_450_000,
        'out',
      );
    });
    expect(await rowsOf('PST-FJ-0003-1')).toEqual([
      ['BATAL PENJUALAN', 'CASH', '', '', 0, 950_000, 0],
      ['BATAL PENJUALAN', 'TRANSFER', MANDIRI, '', 0, 550_000, 0],
    ]);
    expect(await rowsOf('PST-FJ-0003-2')).toEqual([
      ['BATAL PENJUALAN', 'TRANSFER', MANDIRI, '', 0, 1_450_000, 0],
      ['BATAL PENJUALAN', 'CREDIT', MANDIRI, 'MANDIRI', 0, 1_000_000, 0],
    ]);
    const after = await saldo();
    expect((after.KAS?.akhir ?? 0) - (before.KAS?.akhir ?? 0)).toBe(-950_000);
    expect((after[MANDIRI]?.akhir ?? 0) - (before[MANDIRI]?.akhir ?? 0)).toBe(-3_000_000);
  });

  it('takes a cancelled buyback’s money back into the till and the account it left', async () => {
    await inTx((tx) =>
      cash.reverse(tx, AT, entry('PST-FB-0001-1', 'BATAL PEMBELIAN'), paidParts(BUYBACK), 0, 1_000_000, 'in'),
    );
    expect(await rowsOf('PST-FB-0001-1')).toEqual([
      ['BATAL PEMBELIAN', 'CASH', '', '', 700_000, 0, 0],
      ['BATAL PEMBELIAN', 'TRANSFER', MANDIRI, '', 300_000, 0, 0],
    ]);
  });

  it('drops zero rows and refuses a fee anywhere but card money in', async () => {
    const size = await ledgerSize();
    await inTx((tx) => cash.book(tx, AT, [{ ...entry('PST-FJ-0004'), jenis: 'CASH', jumlah_in: 0 }]));
    await inTx((tx) => cash.reverse(tx, AT, entry('PST-FJ-0004'), paidParts(SALE), 0, 0, 'out'));
    expect(await ledgerSize()).toBe(size);
    for (const row of [
      { jenis: 'CASH' as const, jumlah_in: 100, fee: 2 },
      { jenis: 'DEBET' as const, kode_bank: 'BCA', jumlah_out: 100, fee: 2 },
      { jenis: 'CASH' as const, jumlah_in: -100 },
    ]) {
      await expect(inTx((tx) => cash.book(tx, AT, [{ ...entry('PST-FJ-0004'), ...row }]))).rejects.toThrow(
        RangeError,
      );
    }
    expect(await ledgerSize()).toBe(size);
  });
});

describe('manual entries and closing', () => {
  it('books Uang Kas as before, through the same writer', async () => {
    const response = await t.call('POST', 'cash/uang-kas', owner, {
      idempotency_key: 'cash-book-modal-0001',
      kode_transaksi: 'MODAL',
      jumlah: 2_000_000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowsOf(response.json().no_ref)).toEqual([['MODAL', 'CASH', '', '', 2_000_000, 0, 0]]);
  });

  it('freezes card money in its account at closing, so the next day opens with it', async () => {
    const today = await saldo();
    // Settled debet 3,000,000; credit 1,000,000 settled then refunded; transfers 2,000,000 in, 2,000,000 out,
    // 300,000 out by the buyback and back.
    expect(today[BCA]?.akhir).toBe(3_000_000);
    expect(today[MANDIRI]?.akhir).toBe(0);
    // The opening 1,000,000, and 2,000,000 of Uang Kas.
    expect(today.KAS?.akhir).toBe(3_000_000);
    const closed = await closeDay(t, owner);
    expect(closed.statusCode, closed.body).toBe(200);
    const frozen = await t.database.db
      .select()
      .from(keuanganSaldo)
      .where(and(eq(keuanganSaldo.kode_toko, 'PST'), eq(keuanganSaldo.akun, BCA)));
    expect(frozen.map((row) => [row.tanggal, row.masuk, row.keluar, row.akhir])).toEqual([
      [TEST_TODAY, 3_060_000, 60_000, 3_000_000],
    ]);
    const nextDay = await t.login('PST', 'OWNER');
    const response = await t.call('GET', 'cash/saldo', nextDay);
    const balances = response.json() as SaldoKas[];
    expect(balances.find((row) => row.akun === BCA)).toMatchObject({ awal: 3_000_000, akhir: 3_000_000 });
  });
});
