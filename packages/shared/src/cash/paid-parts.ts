import type { JENIS_KEUANGAN } from './cash.schemas.ts';

export type JenisKeuangan = (typeof JENIS_KEUANGAN)[number];

/**
 * One method's share of what a counter document took in (or paid out): cash net of the
 * change handed back, a card part at its nominal without the card fee.
 */
export interface PaidPart {
  jenis: JenisKeuangan;
  /** TRANSFER: the shop account the money went to. */
  no_rekening: string;
  /** DEBET / CREDIT: the card's bank. */
  kode_bank: string;
  jumlah: number;
}

/**
 * A counter document's payment as its header stores it. A buyback pays out by cash or
 * transfer only and keeps no change, so the card fields and `kembalian` may be absent.
 */
export interface StoredPaymentParts {
  cash_rp: number;
  kembalian?: number;
  transfer_rp: number;
  no_rekening: string;
  debet_rp?: number;
  kode_bank_debet?: string;
  credit_rp?: number;
  kode_bank_credit?: string;
}

const part = (jenis: JenisKeuangan, jumlah: number, where: Partial<PaidPart> = {}): PaidPart => ({
  jenis,
  no_rekening: where.no_rekening ?? '',
  kode_bank: where.kode_bank ?? '',
  jumlah,
});

/** The parts of a stored payment, always in the order CASH, TRANSFER, DEBET, CREDIT; unused methods left out. */
export function paidParts(stored: StoredPaymentParts): PaidPart[] {
  return [
    part('CASH', stored.cash_rp - (stored.kembalian ?? 0)),
    part('TRANSFER', stored.transfer_rp, { no_rekening: stored.no_rekening }),
    part('DEBET', stored.debet_rp ?? 0, { kode_bank: stored.kode_bank_debet ?? '' }),
    part('CREDIT', stored.credit_rp ?? 0, { kode_bank: stored.kode_bank_credit ?? '' }),
  ].filter((item) => item.jumlah > 0);
}

function assertRupiah(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} harus bilangan bulat tidak negatif`);
  }
}

/** Adds `jumlah` to the result's cash part, keeping CASH first as every list of parts has it. */
function withCash(parts: PaidPart[], jumlah: number): PaidPart[] {
  const [first, ...rest] = parts;
  if (first?.jenis === 'CASH') return [{ ...first, jumlah: first.jumlah + jumlah }, ...rest];
  return [part('CASH', jumlah), ...parts];
}

/**
 * The parts a refund of `amount` goes back through, when earlier refunds of the same
 * document already took `alreadyRefunded`: the parts are used up in their order (cash
 * first, the cards last), so refunding a document line by line, in any split, gives
 * back exactly what each method paid. What goes beyond the paid sum (a document priced
 * above its payment cannot exist, but the rule stays total) is refunded in cash.
 */
export function refundParts(parts: readonly PaidPart[], alreadyRefunded: number, amount: number): PaidPart[] {
  assertRupiah(alreadyRefunded, 'alreadyRefunded');
  assertRupiah(amount, 'amount');
  let skip = alreadyRefunded;
  let left = amount;
  const taken: PaidPart[] = [];
  for (const paid of parts) {
    assertRupiah(paid.jumlah, `jumlah ${paid.jenis}`);
    const skipped = Math.min(skip, paid.jumlah);
    skip -= skipped;
    const take = Math.min(paid.jumlah - skipped, left);
    left -= take;
    if (take > 0) taken.push({ ...paid, jumlah: take });
  }
  return left > 0 ? withCash(taken, left) : taken;
}
