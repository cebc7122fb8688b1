import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PageResult,
  type PesananDoc,
  pageResultSchema,
  pesananDocSchema,
  type StatusPesanan,
} from '@toko/shared';
import {
  type TransaksiPageQuery,
  transaksiPageParams,
} from '../../../components/transaksi-list/transaksi-page-query';
import { api } from '../../../lib/api-client';
import { pesananQueryKeys } from './pesanan-query-keys';

const pesananPageSchema = pageResultSchema(pesananDocSchema);

/** The order lists' filters: those of every counter list (dates, text, validation) and the order's state. */
export interface PesananPageQuery extends TransaksiPageQuery {
  status?: StatusPesanan;
}

export function pesananPageParams(query: PesananPageQuery): URLSearchParams {
  const params = transaksiPageParams(query);
  if (query.status) params.set('status', query.status);
  return params;
}

/** One page of orders, newest first; the text is looked for in the number, customer, phone and made piece's barcode. */
export async function getPesananPage(query: PesananPageQuery): Promise<PageResult<PesananDoc>> {
  return pesananPageSchema.parse(await api.get<unknown>(`pesanan/paginated?${pesananPageParams(query)}`));
}

export function usePesananPage(query: PesananPageQuery, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: pesananQueryKeys.page(query),
      queryFn: () => getPesananPage(query),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}
