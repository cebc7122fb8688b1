import { conflict, notFound, TEXTS } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import type { DayActor } from '../../counter/actor.ts';
import { nextBarcode } from '../../counter/receipt-numbers.ts';
import type { DbOrTx } from '../../db/client.ts';
import { barang } from '../../db/schema/index.ts';
import { washedSinceBought } from './cucian.repository.ts';
import type { BarangRow } from './scanned-pieces.ts';
import { recordMovement } from './stock-ledger.ts';

/**
 * Gold bought back waits in gudang BELI with status BELI: in stock, but not for sale
 * until sorting (sortir) decides to resell, re-plate or melt it.
 */
export const STATUS_BELI = 'BELI';

export interface BoughtPlace {
  kodeGudang: string;
  kodeBaki: string;
}

/** A piece this shop sold comes back: the same row and barcode, in stock again in gudang BELI. */
export async function receiveSoldPiece(
  tx: DbOrTx,
  actor: DayActor,
  piece: { kodeBarcode: string; berat: number },
  place: BoughtPlace,
  noRef: string,
): Promise<void> {
  const row = await lockPiece(tx, actor.kodeToko, piece.kodeBarcode);
  if (row.stock !== 0 || row.status !== 'TERJUAL') {
    throw conflict(
      `Barang ${piece.kodeBarcode} bukan barang terjual (status ${row.status}), tidak dapat dibeli`,
    );
  }
  await tx
    .update(barang)
    .set({
      stock: 1,
      status: STATUS_BELI,
      // Sorted again from scratch: where the last sorting sent it no longer holds.
      tujuan_sortir: null,
      kode_gudang: place.kodeGudang,
      kode_baki: place.kodeBaki,
      berat: piece.berat,
      updated_by: actor.userId,
      updated_at: new Date(),
    })
    .where(eq(barang.id, row.id));
  await beliMovement(tx, actor, { kodeBarcode: row.kode_barcode, berat: piece.berat, ...place }, noRef, 1);
}

/** Gold from elsewhere (no receipt of ours) becomes a new piece with a new barcode in gudang BELI. */
export async function addBoughtPiece(
  tx: DbOrTx,
  actor: DayActor,
  piece: { kodeGroup: string; kodeDept: string; namaBarang: string; kadarCetak: string; berat: number },
  place: BoughtPlace,
  noRef: string,
): Promise<string> {
  const kodeBarcode = await nextBarcode(tx);
  await tx.insert(barang).values({
    kode_toko: actor.kodeToko,
    kode_barcode: kodeBarcode,
    kode_group: piece.kodeGroup,
    kode_dept: piece.kodeDept,
    kode_gudang: place.kodeGudang,
    kode_baki: place.kodeBaki,
    nama_barang: piece.namaBarang,
    berat: piece.berat,
    berat_asli: piece.berat,
    kadar_cetak: piece.kadarCetak,
    stock: 1,
    status: STATUS_BELI,
    tgl_masuk: actor.tglSystem,
    created_by: actor.userId,
    updated_by: actor.userId,
  });
  await beliMovement(tx, actor, { kodeBarcode, berat: piece.berat, ...place }, noRef, 1);
  return kodeBarcode;
}

/**
 * A cancelled buyback takes the piece out of gudang BELI again (a negative `beli`, so the
 * day's column nets out). A sold piece returns to how the sale left it; a piece that came
 * without receipt leaves stock for good. Refused once sorting has moved the piece on, or
 * once washing (Cucian) took gold off it: it is no longer what the customer brought.
 */
export async function undoBoughtPiece(
  tx: DbOrTx,
  actor: DayActor,
  kodeBarcode: string,
  restore: { sold: { kodeGudang: string; kodeBaki: string; berat: number } | null },
  noRef: string,
): Promise<void> {
  const row = await lockPiece(tx, actor.kodeToko, kodeBarcode);
  if (row.status !== STATUS_BELI || row.stock !== 1) {
    throw conflict(
      `Barang ${kodeBarcode} sudah diproses lebih lanjut (status ${row.status}), pembelian tidak dapat dibatalkan`,
    );
  }
  const noCucian = await washedSinceBought(tx, actor.kodeToko, kodeBarcode);
  if (noCucian) throw conflict(TEXTS.sepuhan.sudahDicuci(kodeBarcode, noCucian));
  await beliMovement(
    tx,
    actor,
    { kodeBarcode, berat: row.berat, kodeGudang: row.kode_gudang, kodeBaki: row.kode_baki },
    noRef,
    -1,
  );
  const common = { stock: 0, updated_by: actor.userId, updated_at: new Date() };
  await tx
    .update(barang)
    .set(
      restore.sold
        ? {
            ...common,
            status: 'TERJUAL',
            kode_gudang: restore.sold.kodeGudang,
            kode_baki: restore.sold.kodeBaki,
            berat: restore.sold.berat,
          }
        : { ...common, status: 'BATAL' },
    )
    .where(eq(barang.id, row.id));
}

async function lockPiece(tx: DbOrTx, kodeToko: string, kodeBarcode: string): Promise<BarangRow> {
  const [row] = await tx
    .select()
    .from(barang)
    .where(and(eq(barang.kode_toko, kodeToko), eq(barang.kode_barcode, kodeBarcode)))
    .for('update');
  if (!row) throw notFound(`Barang ${kodeBarcode} tidak ditemukan di toko ini`);
  return row;
}

function beliMovement(
  tx: DbOrTx,
  actor: DayActor,
  piece: { kodeBarcode: string; berat: number; kodeGudang: string; kodeBaki: string },
  noRef: string,
  sign: 1 | -1,
) {
  return recordMovement(tx, {
    kodeToko: actor.kodeToko,
    tanggal: actor.tglSystem,
    kodeBarcode: piece.kodeBarcode,
    kodeGudang: piece.kodeGudang,
    kodeBaki: piece.kodeBaki,
    kolom: 'beli',
    stock: sign,
    berat: sign * piece.berat,
    noRef,
    keterangan: sign < 0 ? 'BATAL PEMBELIAN' : '',
    userId: actor.userId,
  });
}
