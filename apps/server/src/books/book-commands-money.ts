import type { Pembayaran } from '@toko/shared';
import fc from 'fast-check';
import {
  type BooksCommand,
  type BooksReal,
  CONSENT,
  expectRefused,
  ok,
  pickPiece,
  saleBody,
  sellPiece,
} from './book-steps.ts';
import {
  type AccountPart,
  inShowroom,
  moveAccount,
  paidIntoAccounts,
  piecesWhere,
  type ShopModel,
} from './shop-model.ts';

/** The demo shop's BCA account: where a customer's transfer lands. */
const REKENING_TRANSFER = '1234567890';

/**
 * Where each bank's card payments settle in the demo masters: the shop's first account at that
 * bank. BRI has no account of the shop, so a card of BRI must be refused (nowhere to settle).
 */
const SETTLES_INTO: Record<string, string | undefined> = {
  BCA: '1234567890',
  MANDIRI: '9876543210',
  BRI: undefined,
};
const CARD_BANKS = Object.keys(SETTLES_INTO);

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

/** A card part of a payment: the nominal on the card (its fee is charged on top) and the card's bank. */
interface Card {
  amount: number;
  bank: string;
}

/**
 * A sale paid partly by transfer, debit card and/or credit card (each part up to Rp 240,000,
 * together under the price of any piece the commands add), the rest in cash with change;
 * validated. The till gains the price less those parts; the transfer lands in the shop's
 * account, a card part in its bank's settlement account at its nominal (the card is charged
 * nominal + fee and the bank keeps the fee). A card of a bank the shop has no account at must
 * be refused at the counter, writing nothing.
 */
class SellNonCash implements BooksCommand {
  constructor(
    readonly piece: number,
    readonly transfer: number,
    readonly debet: Card | null,
    readonly credit: Card | null,
  ) {}
  check = (model: Readonly<ShopModel>) => piecesWhere(model as ShopModel, inShowroom).length > 0;
  async run(model: ShopModel, real: BooksReal) {
    const [barcode, piece] = pickPiece(model, piecesWhere(model, inShowroom), this.piece);
    const { transfer, debet, credit } = this;
    const bayar: Pembayaran = {
      cash: 100_000_000,
      ...(transfer > 0 && { transfer, no_rekening: REKENING_TRANSFER }),
      ...(debet && { debet: debet.amount, kode_bank_debet: debet.bank }),
      ...(credit && { credit: credit.amount, kode_bank_credit: credit.bank }),
    };
    const cards = [debet, credit].filter((card): card is Card => card !== null);
    if (cards.some((card) => SETTLES_INTO[card.bank] === undefined)) {
      await expectRefused(real, 'penjualan', saleBody(real, barcode, piece, bayar));
      await real.verify(model);
      return;
    }
    const nonTunai: AccountPart[] = [
      ...(transfer > 0 ? [{ akun: REKENING_TRANSFER, jumlah: transfer }] : []),
      ...cards.map((card) => ({ akun: SETTLES_INTO[card.bank] as string, jumlah: card.amount })),
    ];
    const sale = await sellPiece(model, real, barcode, bayar, nonTunai);
    model.kas += sale.harga_jual - paidIntoAccounts(sale);
    for (const part of nonTunai) moveAccount(model, part.akun, part.jumlah);
    await real.verify(model);
  }
  toString = () => {
    const card = (name: string, part: Card | null) => (part ? `, ${name} ${part.bank} ${part.amount}` : '');
    return `JualNonTunai(#${this.piece}, transfer ${this.transfer}${card('debet', this.debet)}${card('credit', this.credit)})`;
  };
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

const card = fc.option(
  fc.record({ amount: fc.integer({ min: 1, max: 240_000 }), bank: fc.constantFrom(...CARD_BANKS) }),
);

/** Money beyond the till: transfers and cards into the accounts, and the drawer's count. */
export const MONEY_COMMANDS: fc.Arbitrary<BooksCommand>[] = [
  fc
    .tuple(fc.nat({ max: 1_000 }), fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 240_000 })), card, card)
    .map(([piece, transfer, debet, credit]) => new SellNonCash(piece, transfer, debet, credit)),
  fc
    .tuple(fc.oneof(fc.constant(0), fc.integer({ min: -200_000, max: 200_000 })), fc.boolean())
    .map(([selisih, consent]) => new CountTill(selisih, consent)),
];
