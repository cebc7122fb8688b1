import type { kirimBarangQuerySchema } from '@toko/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { barang, kirimBarang, kirimBarangDetail } from '../../db/schema/index.ts';

export type KirimBarangRow = typeof kirimBarang.$inferSelect;
export type NewKirimBarangRow = typeof kirimBarang.$inferInsert;
export type KirimBarangDetailRow = typeof kirimBarangDetail.$inferInsert;

/** A page of shipments: sent by (KELUAR) or to (MASUK) the shop, by status and sender. */
export type KirimBarangPageQuery = z.infer<typeof kirimBarangQuerySchema>;

/** The SQL of Kirim Barang: shipment headers and their lines (the pieces' own rows are barang's). */
export const kirimBarangRepository = {
  /** The lines of these shipments with what each piece is, by barcode (an empty list reads nothing). */
  async linesOf(db: DbOrTx, noKirims: string[]) {
    if (noKirims.length === 0) return [];
    return db
      .select({ detail: kirimBarangDetail, barang })
      .from(kirimBarangDetail)
      .innerJoin(barang, eq(barang.kode_barcode, kirimBarangDetail.kode_barcode))
      .where(inArray(kirimBarangDetail.no_kirim, noKirims))
      .orderBy(asc(kirimBarangDetail.kode_barcode));
  },

  /** A shipment by number, whichever shop it concerns (the caller checks it is the sender or receiver). */
  async shipment(db: DbOrTx, noKirim: string): Promise<KirimBarangRow | undefined> {
    const [header] = await db.select().from(kirimBarang).where(eq(kirimBarang.no_kirim, noKirim));
    return header;
  },

  /** The shipment, locked: of two people receiving or refusing it at once, one wins. */
  async lockShipment(tx: DbOrTx, noKirim: string): Promise<KirimBarangRow | undefined> {
    const [header] = await tx
      .select()
      .from(kirimBarang)
      .where(eq(kirimBarang.no_kirim, noKirim))
      .for('update');
    return header;
  },

  /** The shipment's lines by barcode (read under the header's lock, so they do not change). */
  details(tx: DbOrTx, noKirim: string) {
    return tx
      .select()
      .from(kirimBarangDetail)
      .where(eq(kirimBarangDetail.no_kirim, noKirim))
      .orderBy(asc(kirimBarangDetail.kode_barcode));
  },

  /** The shipment and its lines, in the caller's transaction. */
  async insert(tx: DbOrTx, header: NewKirimBarangRow, details: KirimBarangDetailRow[]): Promise<void> {
    await tx.insert(kirimBarang).values(header);
    await tx.insert(kirimBarangDetail).values(details);
  },

  /** The receiving shop took the shipment in under its TM number. */
  async markReceived(
    tx: DbOrTx,
    noKirim: string,
    received: { tgl_terima: string; no_terima: string; diterima_by: string },
  ): Promise<void> {
    await tx
      .update(kirimBarang)
      .set({
        status: 'TERIMA',
        tgl_terima: received.tgl_terima,
        no_terima: received.no_terima,
        diterima_by: received.diterima_by,
      })
      .where(eq(kirimBarang.no_kirim, noKirim));
  },

  /** The receiving shop refused the shipment, with its reason. */
  async markRefused(
    tx: DbOrTx,
    noKirim: string,
    refused: { alasan_tolak: string; diterima_by: string; tgl_terima: string },
  ): Promise<void> {
    await tx
      .update(kirimBarang)
      .set({
        status: 'BATAL',
        alasan_tolak: refused.alasan_tolak,
        diterima_by: refused.diterima_by,
        tgl_terima: refused.tgl_terima,
      })
      .where(eq(kirimBarang.no_kirim, noKirim));
  },

  /** One page of the shop's shipments, newest first, and how many match. */
  async page(db: DbOrTx, kodeToko: string, query: KirimBarangPageQuery) {
    const filters: (SQL | undefined)[] = [
      query.arah === 'KELUAR'
        ? eq(kirimBarang.kode_toko_asal, kodeToko)
        : eq(kirimBarang.kode_toko_tujuan, kodeToko),
    ];
    if (query.status) filters.push(eq(kirimBarang.status, query.status));
    if (query.dari) filters.push(eq(kirimBarang.kode_toko_asal, query.dari.toUpperCase()));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(kirimBarang)
        .where(where)
        .orderBy(desc(kirimBarang.created_at), desc(kirimBarang.no_kirim))
        .limit(query.limit)
        .offset(query.skip),
      db.select({ n: sql<number>`count(*)::int` }).from(kirimBarang).where(where),
    ]);
    return { rows, count: total?.n ?? 0 };
  },
};
