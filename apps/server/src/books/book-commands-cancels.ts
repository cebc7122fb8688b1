import fc from 'fast-check';
import { type BooksCommand, type BooksReal, CONSENT, expectRefused, ok, pick } from './book-steps.ts';
import { type ShopModel, tillCovers } from './shop-model.ts';

/**
 * Batal Pembelian with otorisasi: a buyback of today is undone, the piece sold again where it
 * stood and the price back in the till; one of an earlier day, whose piece has since been
 * sorted or washed, or whose sale Delete Data removed, must be refused, writing nothing.
 */
class CancelBuyback implements BooksCommand {
  constructor(readonly buyback: number) {}
  check = (model: Readonly<ShopModel>) => model.buybacks.size > 0;
  async run(model: ShopModel, real: BooksReal) {
    const barcode = pick([...model.buybacks.keys()].sort(), this.buyback);
    const buyback = model.buybacks.get(barcode);
    const piece = model.pieces.get(barcode);
    if (!buyback || !piece) throw new Error(barcode);
    const body = { no_faktur_beli: buyback.no_faktur_beli, otorisasi: CONSENT };
    // Refused once the day is over, the piece has moved on (sorted, sold) or was washed, or
    // Delete Data took the sale it would go back to.
    const refused =
      buyback.tanggal !== model.tanggal ||
      piece.status !== 'BELI' ||
      buyback.washed ||
      buyback.soldAt.soldOn === undefined;
    if (refused) {
      await expectRefused(real, 'pembelian/batal', body);
    } else {
      await ok(real, 'POST', 'pembelian/batal', body);
      model.kas += buyback.harga;
      Object.assign(piece, { stock: 0, status: 'TERJUAL', ...buyback.soldAt });
      if (buyback.sale) model.sales.set(barcode, buyback.sale);
    }
    model.buybacks.delete(barcode);
    await real.verify(model);
  }
  toString = () => `BatalBeli(#${this.buyback})`;
}

/**
 * Batal Service with otorisasi: a repair taken in today and not yet collected, its DP refunded;
 * one of an earlier day must be refused, writing nothing.
 */
class CancelRepair implements BooksCommand {
  constructor(readonly repair: number) {}
  check = (model: Readonly<ShopModel>) => {
    if (model.repairs.size === 0) return false;
    const repair = model.repairs.get(pick([...model.repairs.keys()].sort(), this.repair));
    // A cancel of today refunds the DP out of the till.
    return repair?.tanggal !== model.tanggal || tillCovers(model, repair.dp);
  };
  async run(model: ShopModel, real: BooksReal) {
    const noService = pick([...model.repairs.keys()].sort(), this.repair);
    const repair = model.repairs.get(noService);
    if (!repair) throw new Error(noService);
    const body = { no_service: noService, otorisasi: CONSENT };
    if (repair.tanggal !== model.tanggal) {
      await expectRefused(real, 'service/batal', body);
    } else {
      await ok(real, 'POST', 'service/batal', body);
      model.kas -= repair.dp;
      model.repairs.delete(noService);
    }
    await real.verify(model);
  }
  toString = () => `BatalService(#${this.repair})`;
}

const index = fc.nat({ max: 1_000 });

/** Cancellations beyond those of sales, deposits, orders and loans. */
export const CANCEL_COMMANDS: fc.Arbitrary<BooksCommand>[] = [
  index.map((buyback) => new CancelBuyback(buyback)),
  index.map((repair) => new CancelRepair(repair)),
];
