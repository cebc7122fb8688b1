import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PageResult, type PenjualanDoc, pageResultSchema, penjualanDocSchema } from '@toko/shared';
import {
  type TransaksiPageQuery,
  transaksiPageParams,
} from '../../../components/transaksi-list/transaksi-page-query';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

const penjualanPageSchema = pageResultSchema(penjualanDocSchema);

/** One page of sales, newest first, each with its lines. */
export async function getPenjualanPage(query: TransaksiPageQuery): Promise<PageResult<PenjualanDoc>> {
  return penjualanPageSchema.parse(
    await api.get<unknown>(`penjualan/paginated?${transaksiPageParams(query)}`),
  );
}

export const penjualanPageQuery = (query: TransaksiPageQuery) =>
  queryOptions({
    queryKey: salesQueryKeys.penjualanPage(query),
    queryFn: () => getPenjualanPage(query),
    // The previous page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });

export function usePenjualanPage(query: TransaksiPageQuery) {
  return useQuery(penjualanPageQuery(query));
}
