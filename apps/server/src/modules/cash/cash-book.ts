import {
  AKUN_KAS,
  badRequest,
  formatRupiah,
  type JenisKeuangan,
  KATEGORI_KAS,
  type PaidPart,
  paidParts,
  refundParts,
  TEXTS,
} from '@toko/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CashBookAt, CashBookEntry, StoredPaymentWithFees } from '../../counter/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import { keuangan, masterRekening, paraSystem } from '../../db/schema/index.ts';
import { balancesOn } from './cash-balances.ts';

/** The Setting System module that lets the till go below zero (off unless the shop says so). */
export const KAS_BOLEH_MINUS_MODULE = 'KAS_BOLEH_MINUS_MODULE';

/** One movement as an area hands it to the cash book; `book` turns it into ledger rows. */
export interface CashBookRow {
  /** PENJUALAN, BATAL PENJUALAN, PEMBELIAN, TITIPAN, BATAL TITIP, TUKAR KURANG, ... or a manual kode. */
  kategori: string;
  jenis: JenisKeuangan;
  /** TRANSFER: the shop account. A card row's account is always its settlement account. */
  no_rekening?: string;
  /** DEBET / CREDIT: the card's bank. */
  kode_bank?: string;
  /** The receipt or line number. */
  deskripsi: string;
  keterangan: string;
  jumlah_in?: number;
  jumlah_out?: number;
  /** DEBET / CREDIT money in: the card fee charged on top of jumlah_in. */
  fee?: number;
  input_by: string;
  valid_by: string;
  idempotency_key?: string;
}

type LedgerRow = typeof keuangan.$inferInsert;

const isCard = (jenis: JenisKeuangan) => jenis === 'DEBET' || jenis === 'CREDIT';

/**
 * The account card money of `kodeBank` settles into: the shop's first active rekening
 * (by number) at that bank. Read on `tx`, since PGlite deadlocks on a second connection
 * inside a transaction. Refused when the shop has no account there: card money would
 * otherwise reach no balance at all.
 */
export async function settlementAccount(tx: DbOrTx, kodeToko: string, kodeBank: string): Promise<string> {
  const [rekening] = await tx
    .select({ no_rekening: masterRekening.no_rekening })
    .from(masterRekening)
    .where(
      and(
        eq(masterRekening.kode_toko, kodeToko),
        eq(masterRekening.kode_bank, kodeBank),
        eq(masterRekening.status_aktif, true),
      ),
    )
    .orderBy(asc(masterRekening.no_rekening))
    .limit(1);
  if (!rekening) throw badRequest(TEXTS.cash.bankTanpaRekening(kodeBank));
  return String(rekening.no_rekening);
}

function assertRupiah(row: CashBookRow): void {
  for (const value of [row.jumlah_in ?? 0, row.jumlah_out ?? 0, row.fee ?? 0]) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`keuangan ${row.deskripsi}: jumlah harus rupiah bulat tidak negatif`);
    }
  }
  // A fee exists only where a card is charged; anywhere else it would be money from nowhere.
  if ((row.fee ?? 0) > 0 && !(isCard(row.jenis) && (row.jumlah_in ?? 0) > 0)) {
    throw new RangeError(`keuangan ${row.deskripsi}: biaya kartu hanya untuk uang masuk dengan kartu`);
  }
}

function ledgerRow(at: CashBookAt, row: CashBookRow): LedgerRow {
  return {
    kode_toko: at.kodeToko,
    tanggal: at.tanggal,
    kategori: row.kategori,
    jenis: row.jenis,
    no_rekening: row.no_rekening ?? '',
    kode_bank: row.kode_bank ?? '',
    deskripsi: row.deskripsi,
    keterangan: row.keterangan,
    jumlah_in: row.jumlah_in ?? 0,
    jumlah_out: row.jumlah_out ?? 0,
    fee: row.fee ?? 0,
    input_by: row.input_by,
    valid_by: row.valid_by,
    idempotency_key: row.idempotency_key ?? null,
  };
}

/**
 * A card row settles into its bank's account. Money in is charged nominal + fee on the
 * customer's card and the bank keeps the fee (a BIAYA KARTU row out of the same
 * account), so the account grows by the nominal; a card refund gives back the nominal.
 */
async function cardRows(at: CashBookAt, row: CashBookRow, settle: (kodeBank: string) => Promise<string>) {
  const fee = row.fee ?? 0;
  const card = { ...ledgerRow(at, row), no_rekening: await settle(row.kode_bank ?? '') };
  if (fee === 0) return [card];
  return [
    { ...card, jumlah_in: (row.jumlah_in ?? 0) + fee },
    // Without a key: the ledger keeps one keyed row per method, and the card row holds it.
    {
      ...card,
      kategori: KATEGORI_KAS.biayaKartu,
      jumlah_in: 0,
      fee: 0,
      jumlah_out: fee,
      idempotency_key: null,
    },
  ];
}

/**
 * Queues the shop's money movements that spend the till or an account, until the
 * transaction ends: two counters paying out at once would otherwise both read the same
 * balance and both pass. Re-entrant within one transaction.
 */
export async function lockTill(tx: DbOrTx, kodeToko: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`keuangan:${kodeToko}`}))`);
}

async function negativeTillAllowed(tx: DbOrTx, kodeToko: string): Promise<boolean> {
  const [row] = await tx
    .select({ value: paraSystem.value })
    .from(paraSystem)
    .where(and(eq(paraSystem.kode_toko, kodeToko), eq(paraSystem.key, KAS_BOLEH_MINUS_MODULE)));
  return row?.value === 'true';
}

/**
 * The till may not go below zero (decision 033): a document whose cash takes more out of
 * the till than it puts in (a loan payout, a buyback, a refund, Uang Kas keluar, cash
 * paid into the bank) is refused when the day's cash — the balance the closing carried
 * plus the day's CASH rows so far, as Uang Kas shows it — does not cover it, unless the
 * shop's KAS_BOLEH_MINUS_MODULE allows it. Judged per document, net: a sale paid in cash
 * with change puts money in. The lock comes first, so the balance read is the one the
 * other counters left.
 */
async function refuseEmptyTill(tx: DbOrTx, at: CashBookAt, values: readonly LedgerRow[]): Promise<void> {
  const net = values
    .filter((row) => row.jenis === 'CASH')
    .reduce((sum, row) => sum + (row.jumlah_in ?? 0) - (row.jumlah_out ?? 0), 0);
  if (net >= 0) return;
  await lockTill(tx, at.kodeToko);
  if (await negativeTillAllowed(tx, at.kodeToko)) return;
  const balances = await balancesOn(tx, at.kodeToko, at.tanggal, []);
  const tersedia = balances.find((balance) => balance.akun === AKUN_KAS)?.akhir ?? 0;
  if (tersedia + net < 0) {
    throw badRequest(TEXTS.cash.kasTidakCukup(formatRupiah(Math.max(tersedia, 0)), formatRupiah(-net)));
  }
}

/**
 * The one writer of the cash book (decision 012): every area books its money here, inside
 * its own transaction. Zero rows are dropped; a card row with no account at its bank, or
 * cash out of a till that does not hold it, refuses the whole booking, and the caller's
 * transaction with it.
 */
export async function book(tx: DbOrTx, at: CashBookAt, rows: readonly CashBookRow[]): Promise<void> {
  const accounts = new Map<string, Promise<string>>();
  const settle = (kodeBank: string) => {
    const known = accounts.get(kodeBank) ?? settlementAccount(tx, at.kodeToko, kodeBank);
    accounts.set(kodeBank, known);
    return known;
  };
  const values: LedgerRow[] = [];
  for (const row of rows) {
    assertRupiah(row);
    if ((row.jumlah_in ?? 0) + (row.jumlah_out ?? 0) === 0) continue;
    values.push(...(isCard(row.jenis) ? await cardRows(at, row, settle) : [ledgerRow(at, row)]));
  }
  if (values.length === 0) return;
  await refuseEmptyTill(tx, at, values);
  await tx.insert(keuangan).values(values);
}

function feeOf(part: PaidPart, stored: StoredPaymentWithFees): number {
  if (part.jenis === 'DEBET') return stored.biaya_debet ?? 0;
  if (part.jenis === 'CREDIT') return stored.biaya_credit ?? 0;
  return 0;
}

function partRow(entry: CashBookEntry, part: PaidPart, direction: 'in' | 'out', fee = 0): CashBookRow {
  return {
    ...entry,
    jenis: part.jenis,
    no_rekening: part.no_rekening,
    kode_bank: part.kode_bank,
    ...(direction === 'in' ? { jumlah_in: part.jumlah, fee } : { jumlah_out: part.jumlah }),
  };
}

/**
 * A document's payment when it takes effect: one row per method used, cash net of the
 * change; 'in' for money the customer pays, 'out' for a buyback paying the customer.
 */
export function bookPayment(
  tx: DbOrTx,
  at: CashBookAt,
  entry: CashBookEntry,
  stored: StoredPaymentWithFees,
  direction: 'in' | 'out',
): Promise<void> {
  const rows = paidParts(stored).map((part) =>
    partRow(entry, part, direction, direction === 'in' ? feeOf(part, stored) : 0),
  );
  return book(tx, at, rows);
}

/**
 * A booked movement reversed: `amount` goes back by the methods the document was paid
 * with, after what earlier reversals of it took (`refundParts`). 'out' gives a customer's
 * money back (a cancelled sale, a DP); 'in' takes back what was paid out (a cancelled
 * buyback, a cancelled loan's payout).
 */
export function reverse(
  tx: DbOrTx,
  at: CashBookAt,
  entry: CashBookEntry,
  parts: readonly PaidPart[],
  alreadyReversed: number,
  amount: number,
  direction: 'out' | 'in',
): Promise<void> {
  const rows = refundParts(parts, alreadyReversed, amount).map((part) => partRow(entry, part, direction));
  return book(tx, at, rows);
}
