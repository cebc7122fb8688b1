import { formatBarcode, formatReceiptNumber, type ReceiptType } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { barcodeSequence, nomorUrut } from '../../db/schema/index.ts';

/**
 * The next receipt number of a shop, type and business day. The counter row is
 * bumped by one upsert, so two cashiers saving at once never get the same number;
 * inside the caller's transaction, a rolled-back save gives its number back.
 */
export async function nextReceiptNumber(
  tx: DbOrTx,
  kodeToko: string,
  type: ReceiptType,
  tanggal: string,
): Promise<string> {
  const [row] = await tx
    .insert(nomorUrut)
    .values({ kode_toko: kodeToko, jenis: type, tanggal, terakhir: 1 })
    .onConflictDoUpdate({
      target: [nomorUrut.kode_toko, nomorUrut.jenis, nomorUrut.tanggal],
      set: { terakhir: sql`${nomorUrut.terakhir} + 1` },
    })
    .returning({ terakhir: nomorUrut.terakhir });
  if (!row) throw new Error('nomor urut tidak terbaca');
  return formatReceiptNumber(kodeToko, type, tanggal, row.terakhir);
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
