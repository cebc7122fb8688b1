import { and, eq, inArray } from 'drizzle-orm';
import { documentRepository } from '../../counter/document-repository.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pembelian, pembelianDetail } from '../../db/schema/index.ts';

export type PembelianHeader = typeof pembelian.$inferSelect;
export type PembelianLine = typeof pembelianDetail.$inferSelect;

/** The SQL of pembelian: the shared document queries and what only a buyback needs. */
export const pembelianRepository = {
  ...documentRepository({
    label: 'Pembelian',
    header: pembelian,
    lines: pembelianDetail,
    keys: {
      no: pembelian.no_faktur_group,
      lineDoc: pembelianDetail.no_faktur_group,
      lineNo: pembelianDetail.no_faktur_beli,
    },
    searchAlso: { lines: [pembelianDetail.nama_barang] },
  }),

  /** The standing buyback line of a sale line, if the piece was already bought back. */
  async standingBuyback(tx: DbOrTx, noFakturJual: string): Promise<string | undefined> {
    const [taken] = await tx
      .select({ no: pembelianDetail.no_faktur_beli })
      .from(pembelianDetail)
      .where(and(eq(pembelianDetail.no_faktur_jual, noFakturJual), eq(pembelianDetail.status, 'OK')));
    return taken?.no;
  },

  /** Which of these sale lines a standing buyback took. */
  async standingBuybacks(tx: DbOrTx, noFakturJual: readonly string[]): Promise<Set<string>> {
    if (noFakturJual.length === 0) return new Set();
    const rows = await tx
      .select({ no: pembelianDetail.no_faktur_jual })
      .from(pembelianDetail)
      .where(
        and(inArray(pembelianDetail.no_faktur_jual, [...noFakturJual]), eq(pembelianDetail.status, 'OK')),
      );
    return new Set(rows.flatMap((row) => (row.no ? [row.no] : [])));
  },
};
