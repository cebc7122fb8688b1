import { badRequest, conflict, milligramsToGrams, type ScannedPiece } from '@toko/shared';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BuiltOnce, Values } from '../../db/built-once.ts';
import type { DbOrTx } from '../../db/client.ts';
import { barang, barangAtribut } from '../../db/schema/index.ts';

export type BarangRow = typeof barang.$inferSelect;

/** A piece's row with its stones' total price, read in the same statement (a sale prices by both). */
export const barangWithAtribut = {
  ...getTableColumns(barang),
  harga_atribut: sql<number>`(select coalesce(sum(${barangAtribut.harga_atribut}), 0) from ${barangAtribut}
    where ${barangAtribut.barang_id} = ${barang.id})`
    .mapWith(Number)
    .as('harga_atribut'),
};

/**
 * The scanned pieces locked in id order (two documents over the same pieces never
 * deadlock), as they stand once locked; with `hold`, the same statement gives them that
 * status, a round trip fewer on the counter's path. The rows answered are as found,
 * before the hold: a piece the checks then refuse rolls the hold back with the rest. Who
 * held them is the transaction's to record: `updated_by` stays as it was. Built once
 * (`BuiltOnce`): the barcodes go as one array, whatever their number.
 */
function lockRows(tx: DbOrTx, kodeToko: string, barcodes: string[], hold?: 'JUAL' | 'TITIP') {
  const values = new Values();
  const scanned = and(
    eq(barang.kode_toko, values.one('toko', kodeToko)),
    sql`${barang.kode_barcode} = any(${values.one('barcodes', barcodes)})`,
  );
  const heldAs = hold && values.one('hold', hold);
  return locks.run<BarangRow & { harga_atribut: number }>(tx, hold ? 'hold' : 'lock', values, () => {
    const locking = tx.select(barangWithAtribut).from(barang).where(scanned).orderBy(barang.id);
    if (!heldAs) return { statement: locking.for('update', { of: barang }), fields: barangWithAtribut };
    const locked = tx.$with('locked').as(locking.for('update', { of: barang }));
    const held = tx.$with('held').as(
      tx
        .update(barang)
        .set({ status: heldAs as unknown as string, updated_at: sql`now()` })
        .where(inArray(barang.id, tx.select({ id: locked.id }).from(locked))),
    );
    const columns = locked as unknown as Record<string, PgColumn>;
    const fields = Object.fromEntries(
      Object.keys(barangWithAtribut).map((field) => [field, columns[field] as PgColumn]),
    );
    return { statement: tx.with(locked, held).select(fields).from(locked).orderBy(locked.id), fields };
  });
}

const locks = new BuiltOnce();

/**
 * Locks the scanned pieces for the rest of the transaction and checks each is still
 * where the screen saw it and in stock: of two people acting on the same piece at
 * once, one wins and the other is told to scan again. `leaving` pieces (destroyed,
 * sent away) may not be ones made for a customer's order.
 */
export async function lockScannedPieces(
  tx: DbOrTx,
  kodeToko: string,
  items: readonly ScannedPiece[],
  options: {
    leaving: boolean;
    /**
     * The status the pieces must have: READY, TITIP for pieces held for the deposit being
     * collected, BELI for bought-back gold waiting to be sorted; or any of a list.
     */
    status?: string | readonly string[];
    /** The order being collected: its own made piece may leave (and only by that sale). */
    order?: string;
    /** The status the pieces take once locked (a sale's or a deposit's hold). */
    hold?: 'JUAL' | 'TITIP';
  },
): Promise<(BarangRow & { harga_atribut: number })[]> {
  const expected: readonly string[] =
    typeof options.status === 'string' ? [options.status] : (options.status ?? ['READY']);
  const barcodes = items.map((item) => item.kode_barcode);
  if (new Set(barcodes).size !== barcodes.length)
    throw badRequest('Ada barcode yang discan lebih dari sekali');
  const rows = await lockRows(tx, kodeToko, barcodes, options.hold);
  const byBarcode = new Map(rows.map((row) => [row.kode_barcode, row]));
  return items.map((item) => {
    const row = byBarcode.get(item.kode_barcode);
    if (!row) throw badRequest(`Barang ${item.kode_barcode} tidak ditemukan di toko ini`);
    if (row.kode_gudang !== item.kode_gudang || row.kode_baki !== item.kode_baki) {
      throw conflict(
        `Barang ${item.kode_barcode} sudah dipindahkan oleh transaksi lain, silahkan scan ulang`,
      );
    }
    if (row.stock <= 0 || !expected.includes(row.status)) {
      throw conflict(
        `Barang ${item.kode_barcode} tidak tersedia (status ${row.status}, stock ${row.stock}), silahkan scan ulang`,
      );
    }
    if (options.leaving && row.no_pesanan && row.no_pesanan !== options.order) {
      throw badRequest(
        `Barang ${item.kode_barcode} dibuat untuk pesanan ${row.no_pesanan} dan hanya keluar lewat pengambilan pesanan`,
      );
    }
    return row;
  });
}

/** Sum of milligrams, exact. */
export function totalBerat(rows: readonly { berat: number }[]): number {
  return rows.reduce((sum, row) => sum + row.berat, 0);
}

/** A piece as goods documents show it (weights in grams). */
export function dokumenLine(
  row: Pick<
    BarangRow,
    'kode_barcode' | 'nama_barang' | 'kode_group' | 'kode_dept' | 'kadar_cetak' | 'kode_gudang' | 'kode_baki'
  >,
  at: { kode_gudang: string; kode_baki: string; stock: number; berat: number },
) {
  return {
    kode_barcode: row.kode_barcode,
    nama_barang: row.nama_barang,
    kode_group: row.kode_group,
    kode_dept: row.kode_dept,
    kadar_cetak: row.kadar_cetak,
    kode_gudang: at.kode_gudang,
    kode_baki: at.kode_baki,
    stock: at.stock,
    berat: milligramsToGrams(at.berat),
  };
}
