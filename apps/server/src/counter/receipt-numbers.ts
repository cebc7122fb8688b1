import { formatBarcode, formatKodeMember, formatReceiptNumber, type ReceiptType } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { barcodeSequence, nomorUrut } from '../db/schema/index.ts';

/**
 * Takes the next value of one counter of `nomor_urut` (a shop, a kind, a date). The counter
 * row is bumped by one upsert, so two cashiers saving at once never get the same number;
 * inside the caller's transaction, a rolled-back save gives its number back.
 */
async function takeNomorUrut(tx: DbOrTx, kodeToko: string, jenis: string, tanggal: string): Promise<number> {
  const [row] = await tx
    .insert(nomorUrut)
    .values({ kode_toko: kodeToko, jenis, tanggal, terakhir: 1 })
    .onConflictDoUpdate({
      target: [nomorUrut.kode_toko, nomorUrut.jenis, nomorUrut.tanggal],
      set: { terakhir: sql`${nomorUrut.terakhir} + 1` },
    })
    .returning({ terakhir: nomorUrut.terakhir });
  if (!row) throw new Error('nomor urut tidak terbaca');
  return row.terakhir;
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
