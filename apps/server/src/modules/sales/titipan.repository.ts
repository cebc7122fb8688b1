import { desc } from 'drizzle-orm';
import { documentRepository } from '../../counter/document-repository.ts';
import { titipan, titipanDetail } from '../../db/schema/index.ts';

export type TitipanHeader = typeof titipan.$inferSelect;
export type TitipanLine = typeof titipanDetail.$inferSelect;

/** The SQL of titipan: a deposit needs only the shared document queries. */
export const titipanRepository = documentRepository({
  label: 'Titipan',
  header: titipan,
  lines: titipanDetail,
  keys: { no: titipan.no_titip, lineDoc: titipanDetail.no_titip, lineNo: titipanDetail.id },
  pageOrder: [desc(titipan.created_at), desc(titipan.no_titip)],
  searchAlso: { header: [titipan.no_hp] },
});
