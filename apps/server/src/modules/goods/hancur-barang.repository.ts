import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { barang, barangMutasi, hancurBarang, otorisasi } from '../../db/schema/index.ts';

export type NewHancurBarangRow = typeof hancurBarang.$inferInsert;

/** The SQL of Hancur Barang: the document, its otorisasi, and the pieces its ledger lines name. */
export const hancurBarangRepository = {
  async insert(tx: DbOrTx, row: NewHancurBarangRow): Promise<void> {
    await tx.insert(hancurBarang).values(row);
  },

  /** The document with the otorisasi every destruction carries. */
  async withOtorisasi(db: DbOrTx, kodeToko: string, noHancur: string) {
    const [header] = await db
      .select({ doc: hancurBarang, otorisasi })
      .from(hancurBarang)
      .innerJoin(otorisasi, eq(otorisasi.id, hancurBarang.otorisasi_id))
      .where(and(eq(hancurBarang.kode_toko, kodeToko), eq(hancurBarang.no_hancur, noHancur)));
    return header;
  },

  /**
   * The destroyed pieces, in the order they were booked. The document has no lines of its
   * own: its `hancur` movements are the lines, with the place, stock and weight they left.
   */
  destroyedLines(db: DbOrTx, kodeToko: string, noHancur: string) {
    return db
      .select({ mutasi: barangMutasi, barang })
      .from(barangMutasi)
      .innerJoin(barang, eq(barang.kode_barcode, barangMutasi.kode_barcode))
      .where(
        and(
          eq(barangMutasi.kode_toko, kodeToko),
          eq(barangMutasi.no_ref, noHancur),
          eq(barangMutasi.kolom, 'hancur'),
        ),
      )
      .orderBy(asc(barangMutasi.id));
  },
};
