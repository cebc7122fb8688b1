import { and, desc, eq } from 'drizzle-orm';
import { documentRepository } from '../../counter/document-repository.ts';
import type { DbOrTx } from '../../db/client.ts';
import { penjualan, penjualanDetail } from '../../db/schema/index.ts';

export type PenjualanHeader = typeof penjualan.$inferSelect;
export type PenjualanLine = typeof penjualanDetail.$inferSelect;

/** The SQL of penjualan: the shared document queries and what only a sale needs. */
export const penjualanRepository = {
  ...documentRepository({
    label: 'Penjualan',
    header: penjualan,
    lines: penjualanDetail,
    keys: {
      no: penjualan.no_faktur_group,
      lineDoc: penjualanDetail.no_faktur_group,
      lineNo: penjualanDetail.no_faktur_jual,
    },
  }),

  /**
   * The standing line of a validated sale of this shop that sold the barcode, newest first.
   * `lock` holds the line against a cancellation racing it.
   */
  async soldLine(tx: DbOrTx, kodeToko: string, kodeBarcode: string, options: { lock?: boolean } = {}) {
    const query = tx
      .select({
        line: penjualanDetail,
        tgl_system: penjualan.tgl_system,
        kode_member: penjualan.kode_member,
        nama_customer: penjualan.nama_customer,
        no_hp: penjualan.no_hp,
        alamat_customer: penjualan.alamat_customer,
      })
      .from(penjualanDetail)
      .innerJoin(penjualan, eq(penjualan.no_faktur_group, penjualanDetail.no_faktur_group))
      .where(
        and(
          eq(penjualan.kode_toko, kodeToko),
          eq(penjualan.status_valid, 'DONE'),
          eq(penjualanDetail.kode_barcode, kodeBarcode),
          eq(penjualanDetail.status, 'OK'),
        ),
      )
      .orderBy(desc(penjualan.tgl_system), desc(penjualanDetail.no_faktur_jual))
      .limit(1);
    const [found] = options.lock ? await query.for('update', { of: penjualanDetail }) : await query;
    return found;
  },

  /** A sale line by its number; none when Delete Data took the sale (decision 025). */
  async lineByNo(tx: DbOrTx, kodeToko: string, noFakturJual: string): Promise<PenjualanLine | undefined> {
    const [found] = await tx
      .select({ line: penjualanDetail })
      .from(penjualanDetail)
      .innerJoin(penjualan, eq(penjualan.no_faktur_group, penjualanDetail.no_faktur_group))
      .where(and(eq(penjualan.kode_toko, kodeToko), eq(penjualanDetail.no_faktur_jual, noFakturJual)));
    return found?.line;
  },
};
