import { type Barang, gramsToMilligrams, type HutangDoc } from '@toko/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { type BooksCommand, type BooksReal, CONSENT, expectRefused, ok, pick } from './book-steps.ts';
import type { ShopModel } from './shop-model.ts';

/** The loans of this sequence still OPEN, in a stable order, so a drawn number names the same on replay. */
const openLoans = (model: ShopModel) => [...model.loans.keys()].sort();

/** The payment a renewal or a redemption made, validated as the counter does. */
async function validatePayment(real: BooksReal, doc: HutangDoc, jenis: string): Promise<void> {
  const payment = doc.pembayaran.find((row) => row.jenis === jenis && row.status_valid !== 'DONE');
  if (!payment) throw new Error(`${doc.no_hutang}: tidak ada pembayaran ${jenis} yang belum divalidasi`);
  await ok(real, 'POST', 'hutang/bayar/validasi', { no_bayar: [payment.no_bayar] });
}

/**
 * Perpanjang with otorisasi: the interest due and part of the principal paid in cash, the
 * pledge carried to a new loan of `share` % of the old principal; the old one closes.
 */
class RenewLoan implements BooksCommand {
  constructor(
    readonly loan: number,
    readonly share: number,
  ) {}
  check = (model: Readonly<ShopModel>) => model.loans.size > 0;
  async run(model: ShopModel, real: BooksReal) {
    const noHutang = pick(openLoans(model), this.loan);
    const old = await ok<HutangDoc>(real, 'GET', `hutang/${noHutang}`);
    const bunga = old.bunga_berjalan?.bunga ?? 0;
    const pokokBaru = Math.max(1_000, Math.floor((old.pokok * this.share) / 100 / 1_000) * 1_000);
    const total = bunga + old.pokok - pokokBaru;
    const renewed = await ok<HutangDoc>(real, 'POST', 'hutang/perpanjang', {
      idempotency_key: real.key(),
      no_hutang: noHutang,
      pokok_baru: pokokBaru,
      jangka_bulan: 3,
      bayar: { cash: total, transfer: 0 },
      otorisasi: CONSENT,
    });
    await validatePayment(real, await ok<HutangDoc>(real, 'GET', `hutang/${noHutang}`), 'PERPANJANG');
    model.loans.delete(noHutang);
    model.loans.set(renewed.no_hutang, { tanggal: model.tanggal, pokok: pokokBaru, renewal: true });
    model.kas += total;
    await real.verify(model);
  }
  toString = () => `Perpanjang(#${this.loan}, pokok baru ${this.share}%)`;
}

/**
 * Batal of a loan: allowed on the day it was lent, its payout coming back to the till; a
 * loan of an earlier day, or one a renewal made, must be refused, writing nothing.
 */
class CancelLoan implements BooksCommand {
  constructor(readonly loan: number) {}
  check = (model: Readonly<ShopModel>) => model.loans.size > 0;
  async run(model: ShopModel, real: BooksReal) {
    const noHutang = pick(openLoans(model), this.loan);
    const loan = model.loans.get(noHutang);
    if (!loan) throw new Error(noHutang);
    const body = { no_hutang: noHutang, otorisasi: CONSENT };
    if (loan.tanggal !== model.tanggal || loan.renewal) {
      await expectRefused(real, 'hutang/batal', body);
    } else {
      await ok(real, 'POST', 'hutang/batal', body);
      model.loans.delete(noHutang);
      model.kas += loan.pokok;
    }
    await real.verify(model);
  }
  toString = () => `BatalGadai(#${this.loan})`;
}

/**
 * Lelang with otorisasi: the loan's term is over (its due date moved back past the grace
 * days, standing in for the months a term runs), and its pledged pieces become the shop's,
 * in gudang BELI, through the buyback column. No money moves.
 */
class Auction implements BooksCommand {
  constructor(readonly loan: number) {}
  check = (model: Readonly<ShopModel>) => model.loans.size > 0;
  async run(model: ShopModel, real: BooksReal) {
    const noHutang = pick(openLoans(model), this.loan);
    await real.t.database.db.execute(
      sql`update hutang set tgl_jatuh_tempo = ${model.tanggal}::date - 365 where no_hutang = ${noHutang}`,
    );
    const doc = await ok<HutangDoc>(real, 'POST', 'hutang/lelang', {
      no_hutang: noHutang,
      otorisasi: CONSENT,
    });
    for (const item of doc.items) {
      if (!item.kode_barcode) throw new Error(`${noHutang}: barang lelang tanpa barcode`);
      const piece = await ok<Barang>(real, 'GET', `barang/get/by-barcode/${item.kode_barcode}`);
      model.own.add(piece.kode_barcode);
      model.pieces.set(piece.kode_barcode, {
        kode_gudang: piece.kode_gudang,
        kode_baki: piece.kode_baki,
        berat: gramsToMilligrams(item.berat.toFixed(3)),
        stock: 1,
        status: 'BELI',
      });
    }
    model.loans.delete(noHutang);
    await real.verify(model);
  }
  toString = () => `Lelang(#${this.loan})`;
}

const index = fc.nat({ max: 1_000 });

/** The loan operations beyond lending and redeeming. */
export const LOAN_COMMANDS: fc.Arbitrary<BooksCommand>[] = [
  fc.tuple(index, fc.integer({ min: 1, max: 100 })).map(([loan, share]) => new RenewLoan(loan, share)),
  index.map((loan) => new CancelLoan(loan)),
  index.map((loan) => new Auction(loan)),
];
