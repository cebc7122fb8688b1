import { pindahSortir, pindahSortirDetail } from '../../db/schema/index.ts';
import { goodsDocumentRepository } from './goods-documents.ts';

export type PindahSortirRow = typeof pindahSortir.$inferSelect;
export type PindahSortirDetailRow = typeof pindahSortirDetail.$inferInsert;

/** The SQL of Pindah Sortir: a move between destinations needs only the shared goods-document queries. */
export const pindahSortirRepository = goodsDocumentRepository({
  header: pindahSortir,
  lines: pindahSortirDetail,
  keys: { no: pindahSortir.no_pindah, lineDoc: pindahSortirDetail.no_pindah },
  select: (db) => db.select().from(pindahSortir).$dynamic(),
});
