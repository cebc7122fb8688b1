import {
  badRequest,
  type PaidPart,
  type PaymentResult,
  paidParts,
  type StoredPaymentParts,
  settlePayment,
} from '@toko/shared';
import type { DbOrTx } from '../db/client.ts';
import type { DayActor } from './actor.ts';
import type { CounterPayment } from './counter-references.ts';
import type { DocumentRepository, HeaderRow, LineRow } from './document-repository.ts';
import type { VerifiedOtorisasi } from './otorisasi.ts';

/** Where and on which business day money is booked. */
export interface CashBookAt {
  kodeToko: string;
  tanggal: string;
}

/** What every row of one document's payment or reversal shares. */
export interface CashBookEntry {
  /** PENJUALAN, BATAL PENJUALAN, PEMBELIAN, TITIPAN, BATAL TITIP, ... */
  kategori: string;
  /** The receipt or line number. */
  deskripsi: string;
  keterangan: string;
  input_by: string;
  valid_by: string;
}

/** A stored counter payment with the card fees the customer paid on top of the card nominals. */
export type StoredPaymentWithFees = StoredPaymentParts & { biaya_debet?: number; biaya_credit?: number };

/**
 * What a counter document needs of the cash book's one writer (decision 012): a payment
 * booked by the methods used, and a booked movement reversed by those methods.
 */
export interface CashBookPort {
  bookPayment(
    tx: DbOrTx,
    at: CashBookAt,
    entry: CashBookEntry,
    stored: StoredPaymentWithFees,
    direction: 'in' | 'out',
  ): Promise<void>;
  reverse(
    tx: DbOrTx,
    at: CashBookAt,
    entry: CashBookEntry,
    parts: readonly PaidPart[],
    alreadyReversed: number,
    amount: number,
    direction: 'in' | 'out',
  ): Promise<void>;
}

/** A cancellation's money as the cash book reverses it. */
export interface CancellationMoney {
  /** BATAL PENJUALAN, BATAL PEMBELIAN, ... */
  kategori: string;
  /** The number of the line or document cancelled. */
  deskripsi: string;
  /** The methods the document was paid with, in the order a reversal uses them up. */
  parts: readonly PaidPart[];
  /** What earlier cancellations of the same document already reversed. */
  alreadyReversed: number;
  amount: number;
  /** 'out' gives a customer's money back; 'in' takes back what a cancelled buyback or loan paid out. */
  direction: 'out' | 'in';
}

/**
 * A cancellation with otorisasi reversed in the cash book on the business day: the
 * supervisor's reason is its note and the supervisor validates it.
 */
export function reverseCancelledMoney(
  cash: Pick<CashBookPort, 'reverse'>,
  tx: DbOrTx,
  actor: DayActor,
  verified: VerifiedOtorisasi,
  money: CancellationMoney,
): Promise<void> {
  return cash.reverse(
    tx,
    { kodeToko: actor.kodeToko, tanggal: actor.tglSystem },
    {
      kategori: money.kategori,
      deskripsi: money.deskripsi,
      keterangan: verified.alasan,
      input_by: actor.userId,
      valid_by: verified.diotorisasiOleh,
    },
    money.parts,
    money.alreadyReversed,
    money.amount,
    money.direction,
  );
}

/**
 * What the document's lines cancelled before now add up to (by `amountOf`): a line
 * cancelled now is reversed after them, so the methods are used up in turn.
 */
export async function cancelledLinesTotal<H extends HeaderRow, L extends LineRow>(
  tx: DbOrTx,
  repository: DocumentRepository<H, L>,
  header: H,
  amountOf: (line: L) => number,
): Promise<number> {
  const lines = await repository.lines(tx, [repository.noOf(header)]);
  return lines.filter((line) => line.status === 'CANC').reduce((sum, line) => sum + amountOf(line), 0);
}

/** A document taking a DP (titipan, pesanan, service): its number, customer and stored payment. */
export interface DepositDocument {
  /** The document's number, the cash row's description. */
  no: string;
  nama_customer: string;
  input_by: string;
  dp: number;
  payment: StoredPaymentWithFees;
}

/** The DP taken into the cash book, by the methods it was paid with, once a supervisor validates it. */
export function takeDeposit(
  cash: Pick<CashBookPort, 'bookPayment'>,
  tx: DbOrTx,
  actor: DayActor,
  kategori: string,
  deposit: DepositDocument,
): Promise<void> {
  return cash.bookPayment(
    tx,
    { kodeToko: actor.kodeToko, tanggal: actor.tglSystem },
    {
      kategori,
      deskripsi: deposit.no,
      keterangan: deposit.nama_customer,
      input_by: deposit.input_by,
      valid_by: actor.userId,
    },
    deposit.payment,
    'in',
  );
}

/** A taken DP given back the way it came, when the document is cancelled with otorisasi. */
export function returnDeposit(
  cash: Pick<CashBookPort, 'reverse'>,
  tx: DbOrTx,
  actor: DayActor,
  verified: VerifiedOtorisasi,
  kategori: string,
  deposit: DepositDocument,
): Promise<void> {
  return reverseCancelledMoney(cash, tx, actor, verified, {
    kategori,
    deskripsi: deposit.no,
    parts: paidParts(deposit.payment),
    alreadyReversed: 0,
    amount: deposit.dp,
    direction: 'out',
  });
}

/**
 * An amount paid at the counter by the methods given (a DP, the rest of a repair), with
 * the card fees of the banks named: refused (400) when the methods do not add up to it.
 */
export function settleAmount(
  bayar: CounterPayment,
  total: number,
  fees: { feeDebet: number; feeCredit: number },
): PaymentResult {
  const payment = settlePayment({
    ...bayar,
    total,
    tukar: 0,
    feeDebetPercent: fees.feeDebet,
    feeCreditPercent: fees.feeCredit,
  });
  if (payment.problem) throw badRequest(payment.problem);
  return payment;
}
