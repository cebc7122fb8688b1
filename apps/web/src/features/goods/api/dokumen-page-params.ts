import type { PageQuery } from '@toko/shared';

/** The business dates a list of goods documents is filtered by; empty means no bound. */
export interface DokumenFilter {
  dari?: string;
  sampai?: string;
}

/** The query string of a goods-document list: page, search and dates; empty ones left out. */
export function dokumenPageParams(filter: DokumenFilter, query: PageQuery): URLSearchParams {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (filter.dari) params.set('dari', filter.dari);
  if (filter.sampai) params.set('sampai', filter.sampai);
  return params;
}
