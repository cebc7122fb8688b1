import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PageResult,
  type PesananDoc,
  pageResultSchema,
  pesananDocSchema,
  type STATUS_VALID,
  type StatusPesanan,
} from '@toko/shared';
import { api } from '../../../lib/api-client';
import { pesananQueryKeys } from './pesanan-query-keys';

const pesananPageSchema = pageResultSchema(pesananDocSchema);

/** The order lists' filters: state, validation, business dates (yyyy-MM-dd), number/customer/phone/barcode text. */
export interface PesananPageQuery {
  skip: number;
  limit: number;
  search?: string;
  status?: StatusPesanan;
  status_valid?: (typeof STATUS_VALID)[number];
  dari?: string;
  sampai?: string;
}

export function pesananPageParams(query: PesananPageQuery): URLSearchParams {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.status) params.set('status', query.status);
  if (query.status_valid) params.set('status_valid', query.status_valid);
  if (query.dari) params.set('dari', query.dari);
  if (query.sampai) params.set('sampai', query.sampai);
  return params;
}

/** One page of orders, newest first. */
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
