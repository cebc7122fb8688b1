import fc from 'fast-check';
import {
  type BooksCommand,
  type BooksReal,
  CONSENT,
  expectRefused,
  ok,
  pick,
  sellPiece,
} from './book-steps.ts';
import { inShowroom, piecesWhere, type ShopModel } from './shop-model.ts';

/** The demo shop's BCA account: where a customer's transfer lands. */
const REKENING_TRANSFER = '1234567890';

/** Moves the shop's account that customers transfer to by `amount` (a refund is negative). */
export function moveTransferAccount(model: ShopModel, amount: number): void {
  model.banks.set(REKENING_TRANSFER, (model.banks.get(REKENING_TRANSFER) ?? 0) + amount);
}

/**
 * Hitung Kas of a drawer holding `drawer`. The count is compared with the book less the day's
 * earlier SELISIH KAS (decision 043), so a recount of a drawer that already differed needs the
 * consent again. With `consent` a difference is booked and the till becomes the drawer; without
 * it a difference must be refused, writing nothing.
 */
export async function countDrawer(model: ShopModel, real: BooksReal, drawer: number, consent = true) {
  const { kas_buku } = await ok<{ kas_buku: number }>(real, 'GET', 'cash/hitung-kas');
  const body = { kas_buku, pecahan: {}, lain_lain: drawer };
  const differs = drawer !== kas_buku;
  if (differs && !consent) {
    await expectRefused(real, 'cash/hitung-kas', body);
    return;
  }
  await ok(real, 'POST', 'cash/hitung-kas', { ...body, ...(differs && { otorisasi: CONSENT }) });
  model.kas = drawer;
}

/**
 * A sale paid partly by transfer into the shop's account (up to Rp 700,000: under the price
 * of any piece the commands add), the rest in cash with change; validated. The till gains
 * the price less the transfer, the account the transfer.
 */
class SellByTransfer implements BooksCommand {
  constructor(
    readonly piece: number,
    readonly transfer: number,
  ) {}
  check = (model: Readonly<ShopModel>) => piecesWhere(model as ShopModel, inShowroom).length > 0;
  async run(model: ShopModel, real: BooksReal) {
    const barcode = pick(piecesWhere(model, inShowroom), this.piece);
    const { harga_jual } = await sellPiece(model, real, barcode, {
      cash: 100_000_000,
      transfer: this.transfer,
      no_rekening: REKENING_TRANSFER,
    });
    model.kas += harga_jual - this.transfer;
    moveTransferAccount(model, this.transfer);
    await real.verify(model);
  }
  toString = () => `JualTransfer(#${this.piece}, transfer ${this.transfer})`;
}

/**
 * Hitung Kas outside the closing: the drawer counted `selisih` off the book (never below
 * zero). A difference is booked as SELISIH KAS with a supervisor's otorisasi; without one
 * it must be refused, writing nothing.
 */
class CountTill implements BooksCommand {
  constructor(
    readonly selisih: number,
    readonly consent: boolean,
  ) {}
  check = () => true;
  async run(model: ShopModel, real: BooksReal) {
    await countDrawer(model, real, Math.max(0, model.kas + this.selisih), this.consent);
    await real.verify(model);
  }
  toString = () => `HitungKas(selisih ${this.selisih}${this.consent ? '' : ', tanpa otorisasi'})`;
}

/** Money beyond the till: transfers into an account, and the drawer's count. */
export const MONEY_COMMANDS: fc.Arbitrary<BooksCommand>[] = [
  fc
    .tuple(fc.nat({ max: 1_000 }), fc.integer({ min: 1, max: 700_000 }))
    .map(([piece, transfer]) => new SellByTransfer(piece, transfer)),
  fc
    .tuple(fc.oneof(fc.constant(0), fc.integer({ min: -200_000, max: 200_000 })), fc.boolean())
    .map(([selisih, consent]) => new CountTill(selisih, consent)),
];
