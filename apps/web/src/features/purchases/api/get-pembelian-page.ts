import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PageResult, type PembelianDoc, pageResultSchema, pembelianDocSchema } from '@toko/shared';
import {
  type TransaksiPageQuery,
  transaksiPageParams,
} from '../../../components/transaksi-list/transaksi-page-query';
import { api } from '../../../lib/api-client';
import { purchasesQueryKeys } from './purchases-query-keys';

const pembelianPageSchema = pageResultSchema(pembelianDocSchema);

/** One page of buybacks, newest first, each with its lines. */
export async function getPembelianPage(query: TransaksiPageQuery): Promise<PageResult<PembelianDoc>> {
  return pembelianPageSchema.parse(
    await api.get<unknown>(`pembelian/paginated?${transaksiPageParams(query)}`),
  );
}

export const pembelianPageQuery = (query: TransaksiPageQuery) =>
  queryOptions({
    queryKey: purchasesQueryKeys.pembelianPage(query),
    queryFn: () => getPembelianPage(query),
    // The previous page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });

export function usePembelianPage(query: TransaksiPageQuery) {
  return useQuery(pembelianPageQuery(query));
}
