import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { barangMutasi, cucian, cucianDetail, otorisasi } from '../../db/schema/index.ts';
import { goodsDocumentRepository } from './goods-documents.ts';

export type CucianRow = typeof cucian.$inferInsert;
export type CucianDetailRow = typeof cucianDetail.$inferInsert;

/**
 * The SQL of Cucian: the shared goods-document queries, each header read with who
 * consented to its loss (if anyone).
 */
export const cucianRepository = goodsDocumentRepository({
  header: cucian,
  lines: cucianDetail,
  keys: { no: cucian.no_cucian, lineDoc: cucianDetail.no_cucian },
  select: (db) =>
    db
      .select({ doc: cucian, otorisasi_oleh: otorisasi.diotorisasi_oleh, alasan: otorisasi.alasan })
      .from(cucian)
      .leftJoin(otorisasi, eq(otorisasi.id, cucian.otorisasi_id))
      .$dynamic(),
});

/**
 * The washing document that took weight off this piece since it last came into gudang
 * BELI, if any: a washed piece is no longer what the customer sold back.
 */
export async function washedSinceBought(tx: DbOrTx, kodeToko: string, kodeBarcode: string) {
  const ofPiece = and(eq(barangMutasi.kode_toko, kodeToko), eq(barangMutasi.kode_barcode, kodeBarcode));
  const lastBeli = sql`(select coalesce(max(${barangMutasi.id}), 0) from ${barangMutasi} where ${ofPiece} and ${barangMutasi.kolom} = 'beli' and ${barangMutasi.stock} > 0)`;
  const [row] = await tx
    .select({ no_ref: barangMutasi.no_ref })
    .from(barangMutasi)
    .where(and(ofPiece, eq(barangMutasi.kolom, 'susut'), gt(barangMutasi.id, lastBeli)))
    .orderBy(desc(barangMutasi.id))
    .limit(1);
  return row?.no_ref;
}
