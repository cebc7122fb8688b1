import {
  type JENIS_KEUANGAN,
  type Keuangan,
  keuanganSchema,
  type PageResult,
  pageResultSchema,
} from '@toko/shared';
import { api } from '../../../lib/api-client';

const keuanganPageSchema = pageResultSchema(keuanganSchema);

/** The largest page `cash/paginated` answers (keuanganQuerySchema). */
export const KEUANGAN_PAGE_LIMIT = 100;

/** The cash book's filters: business dates (yyyy-MM-dd), method, category, receipt or note. */
export interface KeuanganPageQuery {
  skip: number;
  limit: number;
  dari?: string;
  sampai?: string;
  search?: string;
  jenis?: (typeof JENIS_KEUANGAN)[number];
  kategori?: string;
}

export function keuanganPageParams(query: KeuanganPageQuery): URLSearchParams {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  if (query.dari) params.set('dari', query.dari);
  if (query.sampai) params.set('sampai', query.sampai);
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.jenis) params.set('jenis', query.jenis);
  if (query.kategori) params.set('kategori', query.kategori);
  return params;
}

/** One page of the cash book, newest first. */
export async function getKeuanganPage(query: KeuanganPageQuery): Promise<PageResult<Keuangan>> {
  return keuanganPageSchema.parse(await api.get<unknown>(`cash/paginated?${keuanganPageParams(query)}`));
}
