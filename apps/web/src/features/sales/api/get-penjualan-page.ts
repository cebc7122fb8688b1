import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PageResult,
  type PenjualanDoc,
  pageResultSchema,
  penjualanDocSchema,
  type STATUS_VALID,
} from '@toko/shared';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

const penjualanPageSchema = pageResultSchema(penjualanDocSchema);

/** Lihat Penjualan's filters: business dates (yyyy-MM-dd), receipt/barcode/customer text, validation. */
export interface PenjualanPageQuery {
  skip: number;
  limit: number;
  dari?: string;
  sampai?: string;
  search?: string;
  status_valid?: (typeof STATUS_VALID)[number];
}

export function penjualanPageParams(query: PenjualanPageQuery): URLSearchParams {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  if (query.dari) params.set('dari', query.dari);
  if (query.sampai) params.set('sampai', query.sampai);
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.status_valid) params.set('status_valid', query.status_valid);
  return params;
}

/** One page of sales, newest first, each with its lines. */
export async function getPenjualanPage(query: PenjualanPageQuery): Promise<PageResult<PenjualanDoc>> {
  return penjualanPageSchema.parse(
    await api.get<unknown>(`penjualan/paginated?${penjualanPageParams(query)}`),
  );
}

export const penjualanPageQuery = (query: PenjualanPageQuery) =>
  queryOptions({
    queryKey: salesQueryKeys.penjualanPage(query),
    queryFn: () => getPenjualanPage(query),
    // The previous page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });

export function usePenjualanPage(query: PenjualanPageQuery) {
  return useQuery(penjualanPageQuery(query));
}
