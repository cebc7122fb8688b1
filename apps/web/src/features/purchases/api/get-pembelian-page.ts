import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PageResult,
  type PembelianDoc,
  pageResultSchema,
  pembelianDocSchema,
  type STATUS_VALID,
} from '@toko/shared';
import { api } from '../../../lib/api-client';
import { purchasesQueryKeys } from './purchases-query-keys';

const pembelianPageSchema = pageResultSchema(pembelianDocSchema);

/** The buyback lists' filters: business dates (yyyy-MM-dd), receipt/barcode/customer text, validation. */
export interface PembelianPageQuery {
  skip: number;
  limit: number;
  dari?: string;
  sampai?: string;
  search?: string;
  status_valid?: (typeof STATUS_VALID)[number];
}

export function pembelianPageParams(query: PembelianPageQuery): URLSearchParams {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  if (query.dari) params.set('dari', query.dari);
  if (query.sampai) params.set('sampai', query.sampai);
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.status_valid) params.set('status_valid', query.status_valid);
  return params;
}

/** One page of buybacks, newest first, each with its lines. */
export async function getPembelianPage(query: PembelianPageQuery): Promise<PageResult<PembelianDoc>> {
  return pembelianPageSchema.parse(
    await api.get<unknown>(`pembelian/paginated?${pembelianPageParams(query)}`),
  );
}

export const pembelianPageQuery = (query: PembelianPageQuery) =>
  queryOptions({
    queryKey: purchasesQueryKeys.pembelianPage(query),
    queryFn: () => getPembelianPage(query),
    // The previous page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });

export function usePembelianPage(query: PembelianPageQuery) {
  return useQuery(pembelianPageQuery(query));
}
