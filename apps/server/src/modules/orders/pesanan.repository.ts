import { and, eq, ne } from 'drizzle-orm';
import { documentRepository } from '../../counter/document-repository.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pesanan, pesananDetail } from '../../db/schema/index.ts';

export type PesananHeader = typeof pesanan.$inferSelect;
export type PesananLine = typeof pesananDetail.$inferSelect;

const shared = documentRepository({
  label: 'Pesanan',
  header: pesanan,
  lines: pesananDetail,
  keys: { no: pesanan.no_pesanan, lineDoc: pesananDetail.no_pesanan, lineNo: pesananDetail.id },
  searchAlso: { header: [pesanan.no_hp] },
});

/** The SQL of pesanan: the shared document queries, and the line's own changes of state. */
export const pesananRepository = {
  ...shared,

  /** The made piece recorded on the order's line. */
  async setBarcode(tx: DbOrTx, noPesanan: string, kodeBarcode: string): Promise<void> {
    await tx
      .update(pesananDetail)
      .set({ kode_barcode: kodeBarcode })
      .where(eq(pesananDetail.no_pesanan, noPesanan));
  },

  /** A cancelled order's line leaves the dashboard's figures. */
  async cancelLines(tx: DbOrTx, noPesanan: string): Promise<void> {
    await tx
      .update(pesananDetail)
      .set({ status: 'CANC' })
      .where(and(eq(pesananDetail.no_pesanan, noPesanan), eq(pesananDetail.status, 'OK')));
  },

  /** The numbers of the shop's standing orders still waiting for validation (the closing names them). */
  async waitingNumbers(tx: DbOrTx, kodeToko: string): Promise<string[]> {
    const rows = await tx
      .select({ no: pesanan.no_pesanan })
      .from(pesanan)
      .where(
        and(eq(pesanan.kode_toko, kodeToko), eq(pesanan.status_valid, 'OPEN'), ne(pesanan.status, 'CLOSE')),
      )
      .orderBy(pesanan.no_pesanan);
    return rows.map((row) => row.no);
  },
};
