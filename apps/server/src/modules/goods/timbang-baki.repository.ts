import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { timbangBaki } from '../../db/schema/index.ts';

export type TimbangBakiRow = typeof timbangBaki.$inferSelect;
export type NewTimbangBakiRow = typeof timbangBaki.$inferInsert;

/** The SQL of Timbang Baki: the weighings (what a tray holds is barang's). */
export const timbangBakiRepository = {
  /** The shop's open weighing, if any (one at a time; the day cannot close while one is open). */
  async active(db: DbOrTx, kodeToko: string): Promise<TimbangBakiRow | undefined> {
    const [row] = await db
      .select()
      .from(timbangBaki)
      .where(and(eq(timbangBaki.kode_toko, kodeToko), eq(timbangBaki.status, 'AKTIF')));
    return row;
  },

  /** A weighing of the shop, locked: of a save and a reset at once, one wins. */
  async lock(tx: DbOrTx, kodeToko: string, id: number): Promise<TimbangBakiRow | undefined> {
    const [row] = await tx
      .select()
      .from(timbangBaki)
      .where(and(eq(timbangBaki.kode_toko, kodeToko), eq(timbangBaki.id, id)))
      .for('update');
    return row;
  },

  async insert(tx: DbOrTx, row: NewTimbangBakiRow): Promise<TimbangBakiRow | undefined> {
    const [inserted] = await tx.insert(timbangBaki).values(row).returning();
    return inserted;
  },

  /** The scale's reading is saved and the weighing closes (SELESAI). */
  async finish(
    tx: DbOrTx,
    id: number,
    result: { berat_timbang: number; selisih: number; hasil: string; keterangan: string },
    userId: string,
  ): Promise<TimbangBakiRow | undefined> {
    const [saved] = await tx
      .update(timbangBaki)
      .set({
        status: 'SELESAI',
        berat_timbang: result.berat_timbang,
        selisih: result.selisih,
        hasil: result.hasil,
        keterangan: result.keterangan,
        selesai_at: new Date(),
        selesai_by: userId,
      })
      .where(eq(timbangBaki.id, id))
      .returning();
    return saved;
  },

  /** The weighing is abandoned (BATAL). */
  async cancel(tx: DbOrTx, id: number, userId: string): Promise<void> {
    await tx
      .update(timbangBaki)
      .set({ status: 'BATAL', selesai_at: new Date(), selesai_by: userId })
      .where(eq(timbangBaki.id, id));
  },

  /** The weighings of a day, optionally of one gudang and tray, oldest first (at most 1000). */
  ofDay(db: DbOrTx, kodeToko: string, filter: { tanggal: string; kodeGudang?: string; kodeBaki?: string }) {
    const filters = [eq(timbangBaki.kode_toko, kodeToko), eq(timbangBaki.tgl_system, filter.tanggal)];
    if (filter.kodeGudang) filters.push(eq(timbangBaki.kode_gudang, filter.kodeGudang));
    if (filter.kodeBaki) filters.push(eq(timbangBaki.kode_baki, filter.kodeBaki));
    return db
      .select()
      .from(timbangBaki)
      .where(and(...filters))
      .orderBy(asc(timbangBaki.created_at), asc(timbangBaki.id))
      .limit(1000);
  },
};
