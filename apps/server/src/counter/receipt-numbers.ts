import {
  formatBarcode,
  formatKodeMember,
  formatReceiptNumber,
  type ReceiptType,
  receiptNumberPrefix,
} from '@toko/shared';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Values } from '../db/built-once.ts';
import type { DbOrTx } from '../db/client.ts';
import { barcodeSequence, nomorUrut } from '../db/schema/index.ts';

/**
 * The upsert that bumps one counter of `nomor_urut` (a shop, a kind, a date) by one and
 * answers its new value: two cashiers saving at once never get the same number, and
 * inside the caller's transaction a rolled-back save gives its number back.
 */
function bumpNomorUrut(
  tx: DbOrTx,
  kodeToko: string | Placeholder,
  jenis: string | Placeholder,
  tanggal: string | Placeholder,
) {
  return tx
    .insert(nomorUrut)
    .values({ kode_toko: kodeToko, jenis, tanggal, terakhir: 1 })
    .onConflictDoUpdate({
      target: [nomorUrut.kode_toko, nomorUrut.jenis, nomorUrut.tanggal],
      set: { terakhir: sql`${nomorUrut.terakhir} + 1` },
    })
    .returning({ terakhir: nomorUrut.terakhir });
}

/** Takes the next value of one counter of `nomor_urut`. */
async function takeNomorUrut(tx: DbOrTx, kodeToko: string, jenis: string, tanggal: string): Promise<number> {
  const [row] = await bumpNomorUrut(tx, kodeToko, jenis, tanggal);
  if (!row) throw new Error('nomor urut tidak terbaca');
  return row.terakhir;
}

/** The counter a document's number is taken from, by the statement that writes the document. */
export interface NumberToTake {
  kodeToko: string;
  type: ReceiptType;
  tanggal: string;
}

/**
 * Stands for the number in the rows handed to `documentRepository.insert` with a
 * `NumberToTake`; a value that begins with it (a line's `-1`) is the number followed by the rest.
 */
export const NUMBER_TO_TAKE = '\u0000nomor';

/**
 * The WITH that takes the next number inside a writing statement, and that number as an
 * SQL value: `formatReceiptNumber` in SQL, the counter padded to four digits and never cut
 * once it outgrows them. The counter row is then locked from that statement to the commit
 * only, where a number taken by a statement of its own holds it across the round trips
 * between, while every other document of the shop and type waits (decision 041). Its
 * values are placeholders of `values`: the statement is built once (`BuiltOnce`).
 */
export function numberTakenInStatement(tx: DbOrTx, take: NumberToTake, values: Values) {
  const prefix = values.one('nomor_awal', receiptNumberPrefix(take.kodeToko, take.type, take.tanggal));
  const taken = tx
    .$with('taken_number')
    .as(
      bumpNomorUrut(
        tx,
        values.one('nomor_toko', take.kodeToko),
        values.one('nomor_jenis', take.type),
        values.one('nomor_tanggal', take.tanggal),
      ),
    );
  const { terakhir } = taken;
  const number: SQL = sql`(select ${prefix}::text || case when ${terakhir} < 10000
    then lpad(${terakhir}::text, 4, '0') else ${terakhir}::text end from ${taken})`;
  return { taken, number };
}

/** The next receipt number of a shop, type and business day. */
export async function nextReceiptNumber(
  tx: DbOrTx,
  kodeToko: string,
  type: ReceiptType,
  tanggal: string,
): Promise<string> {
  return formatReceiptNumber(kodeToko, type, tanggal, await takeNomorUrut(tx, kodeToko, type, tanggal));
}

/**
 * The per-shop counter of member codes lives in nomor_urut like the receipt counters, on a
 * date no business day has: a member code runs on for ever, it does not restart each day.
 */
const KODE_MEMBER_JENIS = 'MB';
const KODE_MEMBER_TANGGAL = '1970-01-01';

/** Takes the shop's next member code (`PST-M0004`). */
export async function nextKodeMember(tx: DbOrTx, kodeToko: string): Promise<string> {
  return formatKodeMember(
    kodeToko,
    await takeNomorUrut(tx, kodeToko, KODE_MEMBER_JENIS, KODE_MEMBER_TANGGAL),
  );
}

/**
 * Members written with codes of their own (the demo's) keep the counter past them, so the
 * next member registered at the counter never gets a code already taken.
 */
export async function keepKodeMemberPast(tx: DbOrTx, kodeToko: string, urut: number): Promise<void> {
  await tx
    .insert(nomorUrut)
    .values({ kode_toko: kodeToko, jenis: KODE_MEMBER_JENIS, tanggal: KODE_MEMBER_TANGGAL, terakhir: urut })
    .onConflictDoUpdate({
      target: [nomorUrut.kode_toko, nomorUrut.jenis, nomorUrut.tanggal],
      set: { terakhir: sql`greatest(${nomorUrut.terakhir}, ${urut})` },
    });
}

/**
 * The number the next receipt of this type will get, without taking it: shown on a
 * form before saving. The saved receipt may get a later one if another was saved first.
 */
export async function peekReceiptNumber(
  db: DbOrTx,
  kodeToko: string,
  type: ReceiptType,
  tanggal: string,
): Promise<string> {
  const [row] = await db
    .select({ terakhir: nomorUrut.terakhir })
    .from(nomorUrut)
    .where(and(eq(nomorUrut.kode_toko, kodeToko), eq(nomorUrut.jenis, type), eq(nomorUrut.tanggal, tanggal)));
  return formatReceiptNumber(kodeToko, type, tanggal, (row?.terakhir ?? 0) + 1);
}

/** A new 8-digit barcode from the chain-wide sequence (never reused, even after a rollback). */
export async function nextBarcode(tx: DbOrTx): Promise<string> {
  const [row] = await tx
    .select({ value: sql<string>`nextval(${barcodeSequence.seqName})` })
    .from(sql`(select 1) as one`);
  return formatBarcode(Number(row?.value));
}
