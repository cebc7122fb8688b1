import { type PaidPart, paidParts } from '@toko/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { VerifiedOtorisasi } from '../access/otorisasi.service.ts';
import type { CashService, StoredPaymentWithFees } from '../cash/cash.service.ts';
import type { DocumentActor } from './document-flow.ts';
import type { DocumentRepository, HeaderRow, LineRow } from './document-repository.ts';

/** A cancellation's money as the cash book takes it back. */
export interface CancellationRefund {
  /** BATAL PENJUALAN, BATAL PEMBELIAN, ... */
  kategori: string;
  /** The number of the line or document cancelled. */
  deskripsi: string;
  /** The methods the document was paid with, in the order refunds use them up. */
  parts: readonly PaidPart[];
  /** What earlier cancellations of the same document already took back. */
  alreadyRefunded: number;
  amount: number;
  /** 'out' gives a customer's money back; 'in' takes back what a cancelled buyback paid out. */
  direction: 'out' | 'in';
}

/**
 * A cancellation with otorisasi booked in the cash book on the business day: the
 * supervisor's reason is its note and the supervisor validates it.
 */
export function refundCancellation(
  cash: CashService,
  tx: DbOrTx,
  actor: DocumentActor,
  verified: VerifiedOtorisasi,
  refund: CancellationRefund,
): Promise<void> {
  return cash.refund(
    tx,
    { kodeToko: actor.kodeToko, tanggal: actor.tglSystem },
    {
      kategori: refund.kategori,
      deskripsi: refund.deskripsi,
      keterangan: verified.alasan,
      input_by: actor.userId,
      valid_by: verified.diotorisasiOleh,
    },
    refund.parts,
    refund.alreadyRefunded,
    refund.amount,
    refund.direction,
  );
}

/**
 * What the document's lines cancelled before now add up to (by `amountOf`): a line
 * cancelled now is refunded after them, so the methods are used up in turn.
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

/** The DP in the cash book, by the methods it was paid with, once a supervisor validates it. */
export function bookDeposit(
  cash: CashService,
  tx: DbOrTx,
  actor: DocumentActor,
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

/** A booked DP back the way it came, when the document is cancelled with otorisasi. */
export function refundDeposit(
  cash: CashService,
  tx: DbOrTx,
  actor: DocumentActor,
  verified: VerifiedOtorisasi,
  kategori: string,
  deposit: DepositDocument,
): Promise<void> {
  return refundCancellation(cash, tx, actor, verified, {
    kategori,
    deskripsi: deposit.no,
    parts: paidParts(deposit.payment),
    alreadyRefunded: 0,
    amount: deposit.dp,
    direction: 'out',
  });
}
