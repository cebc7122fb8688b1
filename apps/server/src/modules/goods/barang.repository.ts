import type { BarangQuery } from '@toko/shared';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { barang, barangAtribut } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { type BarangRow, barangWithAtribut } from './scanned-pieces.ts';
import { inTray } from './trays.ts';

export type NewBarangRow = typeof barang.$inferInsert;
export type AtributRow = typeof barangAtribut.$inferSelect;
export type NewAtributRow = typeof barangAtribut.$inferInsert;

/** The masters a piece names, by the master-data key that guards their deletion. */
const MASTER_COLUMNS = {
  group: barang.kode_group,
  jenis: barang.kode_dept,
  gudang: barang.kode_gudang,
  baki: barang.kode_baki,
} as const;
export type PieceMaster = keyof typeof MASTER_COLUMNS;

/** Where a piece is put: a gudang and tray, and (when sorting or holding moves it) its new status. */
export interface PiecePlace {
  kode_gudang: string;
  kode_baki: string;
  status?: string;
  tujuan_sortir?: string;
}

/** The descriptive fields Data Barang may edit by hand. */
export type PieceDescription = Pick<
  NewBarangRow,
  'nama_barang' | 'kode_barang' | 'kadar' | 'kadar_cetak' | 'ongkos_type' | 'ongkos' | 'harga_beli'
>;

/** The SQL of the pieces table (`barang`) and their stones (`barang_atribut`). */
export const barangRepository = {
  /** How many of the shop's pieces carry this master code (a master in use cannot be deleted). */
  async countPiecesNaming(db: DbOrTx, kodeToko: string, master: PieceMaster, code: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(barang)
      .where(and(eq(barang.kode_toko, kodeToko), eq(MASTER_COLUMNS[master], code)));
    return row?.n ?? 0;
  },

  /** The stones of these pieces (callers skip the read when there are none). */
  stonesOf(db: DbOrTx, pieceIds: number[]): Promise<AtributRow[]> {
    return db.select().from(barangAtribut).where(inArray(barangAtribut.barang_id, pieceIds));
  },

  /** A new piece; answers its row. */
  async insertPiece(tx: DbOrTx, row: NewBarangRow): Promise<BarangRow | undefined> {
    const [inserted] = await tx.insert(barang).values(row).returning();
    return inserted;
  },

  async insertStones(tx: DbOrTx, rows: NewAtributRow[]): Promise<void> {
    await tx.insert(barangAtribut).values(rows);
  },

  /** An edit replaces a piece's stones: the old ones go first. */
  async deleteStonesOf(tx: DbOrTx, pieceId: number): Promise<void> {
    await tx.delete(barangAtribut).where(eq(barangAtribut.barang_id, pieceId));
  },

  async pieceById(db: DbOrTx, kodeToko: string, id: number): Promise<BarangRow | undefined> {
    const [row] = await db
      .select()
      .from(barang)
      .where(and(eq(barang.kode_toko, kodeToko), eq(barang.id, id)));
    return row;
  },

  async pieceByBarcode(db: DbOrTx, kodeToko: string, kodeBarcode: string): Promise<BarangRow | undefined> {
    const [row] = await db
      .select()
      .from(barang)
      .where(and(eq(barang.kode_toko, kodeToko), eq(barang.kode_barcode, kodeBarcode)));
    return row;
  },

  /** The piece, locked for the rest of the transaction (a held piece about to move). */
  async lockPieceByBarcode(
    tx: DbOrTx,
    kodeToko: string,
    kodeBarcode: string,
  ): Promise<BarangRow | undefined> {
    const [row] = await tx
      .select()
      .from(barang)
      .where(and(eq(barang.kode_toko, kodeToko), eq(barang.kode_barcode, kodeBarcode)))
      .for('update');
    return row;
  },

  /** The status of a sold piece, locked: a cancelled sale may put it back only if it is still sold. */
  async lockStatusOfPiece(tx: DbOrTx, kodeToko: string, kodeBarcode: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ status: barang.status })
      .from(barang)
      .where(and(eq(barang.kode_toko, kodeToko), eq(barang.kode_barcode, kodeBarcode)))
      .for('update');
    return row?.status;
  },

  /** Every piece a tray holds now, locked in id order (Pindah Satu Baki moves them all). */
  lockTrayPieces(tx: DbOrTx, kodeToko: string, kodeGudang: string, kodeBaki: string): Promise<BarangRow[]> {
    return tx
      .select()
      .from(barang)
      .where(inTray(kodeToko, kodeGudang, kodeBaki))
      .orderBy(barang.id)
      .for('update');
  },

  /**
   * The shipped pieces, locked in id order. No shop filter: until received they are the
   * sender's, and the caller checks each belongs to the shipment's sender.
   */
  lockPiecesInTransit(tx: DbOrTx, barcodes: string[]): Promise<BarangRow[]> {
    return tx
      .select()
      .from(barang)
      .where(inArray(barang.kode_barcode, barcodes))
      .orderBy(barang.id)
      .for('update');
  },

  /** What a tray holds: pieces in stock (count of stock units) and their weight in milligrams. */
  async trayContents(tx: DbOrTx, kodeToko: string, kodeGudang: string, kodeBaki: string) {
    const [row] = await tx
      .select({
        jumlah: sql<number>`coalesce(sum(${barang.stock}), 0)::int`,
        berat: sql<number>`coalesce(sum(${barang.berat}), 0)::bigint`,
      })
      .from(barang)
      .where(inTray(kodeToko, kodeGudang, kodeBaki));
    return { jumlah: Number(row?.jumlah ?? 0), berat: Number(row?.berat ?? 0) };
  },

  /** Pieces in the tray now, with their stones and bags, in milligrams (what a weighing freezes). */
  async trayWeights(tx: DbOrTx, kodeToko: string, kodeGudang: string, kodeBaki: string) {
    const holding = inTray(kodeToko, kodeGudang, kodeBaki);
    const [pieces] = await tx
      .select({
        jumlah: sql<number>`coalesce(sum(${barang.stock}), 0)::int`,
        berat: sql<string>`coalesce(sum(${barang.berat}), 0)::bigint`,
        plastik: sql<string>`coalesce(sum(${barang.berat_plastik}), 0)::bigint`,
      })
      .from(barang)
      .where(holding);
    const [stones] = await tx
      .select({ berat: sql<string>`coalesce(sum(${barangAtribut.berat_atribut}), 0)::bigint` })
      .from(barangAtribut)
      .where(inArray(barangAtribut.barang_id, tx.select({ id: barang.id }).from(barang).where(holding)));
    return {
      jumlah: Number(pieces?.jumlah ?? 0),
      beratBarang: Number(pieces?.berat ?? 0),
      beratPlastik: Number(pieces?.plastik ?? 0),
      beratAtribut: Number(stones?.berat ?? 0),
    };
  },

  /** Where the shop's pieces lie now, by barcode (an empty list reads nothing). */
  async placesOf(tx: DbOrTx, kodeToko: string, barcodes: readonly string[]) {
    if (barcodes.length === 0) return [];
    return tx
      .select({
        kode_barcode: barang.kode_barcode,
        kode_gudang: barang.kode_gudang,
        kode_baki: barang.kode_baki,
      })
      .from(barang)
      .where(and(eq(barang.kode_toko, kodeToko), inArray(barang.kode_barcode, [...barcodes])));
  },

  /** The pieces with their stones' total price, read without locks (the sales screen's first look). */
  piecesForPricing(db: DbOrTx, kodeToko: string, barcodes: readonly string[]) {
    return db
      .select(barangWithAtribut)
      .from(barang)
      .where(and(eq(barang.kode_toko, kodeToko), inArray(barang.kode_barcode, [...barcodes])));
  },

  /** One page of Data Barang by barcode, and how many match. */
  async page(db: DbOrTx, kodeToko: string, query: BarangQuery) {
    const filters: (SQL | undefined)[] = [eq(barang.kode_toko, kodeToko)];
    if (query.kode_group) filters.push(eq(barang.kode_group, query.kode_group.toUpperCase()));
    if (query.kode_dept) filters.push(eq(barang.kode_dept, query.kode_dept.toUpperCase()));
    if (query.kode_gudang) filters.push(eq(barang.kode_gudang, query.kode_gudang.toUpperCase()));
    if (query.kode_baki) filters.push(eq(barang.kode_baki, query.kode_baki.toUpperCase()));
    if (query.status) filters.push(eq(barang.status, query.status.toUpperCase()));
    if (query.search) {
      const pattern = containsPattern(query.search);
      filters.push(
        or(
          ilike(barang.kode_barcode, pattern),
          ilike(barang.nama_barang, pattern),
          ilike(barang.kode_barang, pattern),
        ),
      );
    }
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(barang)
        .where(where)
        .orderBy(asc(barang.kode_barcode))
        .limit(query.limit)
        .offset(query.skip),
      db.select({ n: sql<number>`count(*)::int` }).from(barang).where(where),
    ]);
    return { rows, count: total?.n ?? 0 };
  },

  /** The descriptive fields of a piece; answers its row. */
  async setDescription(
    tx: DbOrTx,
    id: number,
    description: PieceDescription,
    userId: string,
  ): Promise<BarangRow | undefined> {
    const [row] = await tx
      .update(barang)
      .set({ ...description, updated_by: userId, updated_at: new Date() })
      .where(eq(barang.id, id))
      .returning();
    return row;
  },

  async setPhotoPath(tx: DbOrTx, id: number, path: string | null, userId: string): Promise<void> {
    await tx
      .update(barang)
      .set({ photo_path: path, updated_by: userId, updated_at: new Date() })
      .where(eq(barang.id, id));
  },

  /** A washed piece weighs what is left. */
  async setWeight(tx: DbOrTx, id: number, berat: number, userId: string): Promise<void> {
    await tx
      .update(barang)
      .set({ berat, updated_by: userId, updated_at: new Date() })
      .where(eq(barang.id, id));
  },

  /** The piece lies in a new place (and, when given, has a new status and sorting destination). */
  async setPlace(tx: DbOrTx, id: number, place: PiecePlace, userId: string): Promise<void> {
    await tx
      .update(barang)
      .set({
        kode_gudang: place.kode_gudang,
        kode_baki: place.kode_baki,
        ...(place.status === undefined ? {} : { status: place.status }),
        ...(place.tujuan_sortir === undefined ? {} : { tujuan_sortir: place.tujuan_sortir }),
        updated_by: userId,
        updated_at: new Date(),
      })
      .where(eq(barang.id, id));
  },

  /** Held pieces go back on sale where they lie. */
  async releaseHeld(tx: DbOrTx, kodeToko: string, barcodes: readonly string[]): Promise<void> {
    await tx
      .update(barang)
      .set({ status: 'READY', updated_at: new Date() })
      .where(and(eq(barang.kode_toko, kodeToko), inArray(barang.kode_barcode, [...barcodes])));
  },

  /** A validated sale takes the piece out of stock. */
  async markSold(tx: DbOrTx, kodeToko: string, kodeBarcode: string, userId: string): Promise<void> {
    await tx
      .update(barang)
      .set({ stock: 0, status: 'TERJUAL', updated_by: userId, updated_at: new Date() })
      .where(and(eq(barang.kode_toko, kodeToko), eq(barang.kode_barcode, kodeBarcode)));
  },

  /** A cancelled sale puts the piece back on sale, in stock, where it was sold from. */
  async putBackOnSale(
    tx: DbOrTx,
    kodeToko: string,
    kodeBarcode: string,
    at: { stock: number; kode_gudang: string; kode_baki: string },
    userId: string,
  ): Promise<void> {
    await tx
      .update(barang)
      .set({
        stock: at.stock,
        status: 'READY',
        kode_gudang: at.kode_gudang,
        kode_baki: at.kode_baki,
        updated_by: userId,
        updated_at: new Date(),
      })
      .where(and(eq(barang.kode_toko, kodeToko), eq(barang.kode_barcode, kodeBarcode)));
  },

  /** The piece is no longer reserved for an order. */
  async forgetOrder(tx: DbOrTx, kodeToko: string, kodeBarcode: string, userId: string): Promise<void> {
    await tx
      .update(barang)
      .set({ no_pesanan: null, updated_by: userId, updated_at: new Date() })
      .where(and(eq(barang.kode_toko, kodeToko), eq(barang.kode_barcode, kodeBarcode)));
  },

  /** A destroyed piece keeps its row, out of stock, as HANCUR. */
  async markDestroyed(tx: DbOrTx, id: number, userId: string): Promise<void> {
    await tx
      .update(barang)
      .set({ stock: 0, status: 'HANCUR', updated_by: userId, updated_at: new Date() })
      .where(eq(barang.id, id));
  },

  /** A sent piece is in transit: out of stock, status KIRIM, still the sender's. */
  async markSent(tx: DbOrTx, id: number, userId: string): Promise<void> {
    await tx
      .update(barang)
      .set({ stock: 0, status: 'KIRIM', updated_by: userId, updated_at: new Date() })
      .where(eq(barang.id, id));
  },

  /** A received piece becomes the receiving shop's, on sale in the tray it was put in. */
  async receiveSent(
    tx: DbOrTx,
    id: number,
    at: { kode_toko: string; kode_gudang: string; kode_baki: string; stock: number },
    userId: string,
  ): Promise<void> {
    await tx
      .update(barang)
      .set({
        kode_toko: at.kode_toko,
        kode_gudang: at.kode_gudang,
        kode_baki: at.kode_baki,
        stock: at.stock,
        status: 'READY',
        updated_by: userId,
        updated_at: new Date(),
      })
      .where(eq(barang.id, id));
  },

  /** A refused piece is on sale again at the sender, in the place its row never left. */
  async returnRefused(tx: DbOrTx, id: number, stock: number, userId: string): Promise<void> {
    await tx
      .update(barang)
      .set({ stock, status: 'READY', updated_by: userId, updated_at: new Date() })
      .where(eq(barang.id, id));
  },
};
