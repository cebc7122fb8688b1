import type { STATUS_VALID } from '@toko/shared';

/** The filters of a list of counter transactions (sales, buybacks): business dates, text, validation. */
export interface TransaksiPageQuery {
  skip: number;
  limit: number;
  dari?: string;
  sampai?: string;
  search?: string;
  status_valid?: (typeof STATUS_VALID)[number];
}

/** The query string of `…/paginated` for those filters; empty filters are left out. */
export function transaksiPageParams(query: TransaksiPageQuery): URLSearchParams {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  if (query.dari) params.set('dari', query.dari);
  if (query.sampai) params.set('sampai', query.sampai);
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.status_valid) params.set('status_valid', query.status_valid);
  return params;
}

/** The filters of a list of documents that have a state of their own (orders, repairs, loans). */
export interface StatusPageQuery<S extends string> extends TransaksiPageQuery {
  status?: S;
}

/** The query string of such a list: the common filters, then the state. */
export function statusPageParams<S extends string>(query: StatusPageQuery<S>): URLSearchParams {
  const params = transaksiPageParams(query);
  if (query.status) params.set('status', query.status);
  return params;
}
