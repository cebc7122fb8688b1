import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PageResult, type PesananDoc, pageResultSchema, pesananDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

const pesananPageSchema = pageResultSchema(pesananDocSchema);

/** The orders the counter may collect: made (DONE), searched by number, barcode, name or phone. */
export interface PesananSiapQuery {
  skip: number;
  limit: number;
  search?: string;
}

export function pesananSiapParams(query: PesananSiapQuery): URLSearchParams {
  const params = new URLSearchParams({
    skip: String(query.skip),
    limit: String(query.limit),
    status: 'DONE',
  });
  const search = query.search?.trim();
  if (search) params.set('search', search);
  return params;
}

/** One page of made orders waiting for their customer, newest first. */
export async function getPesananSiap(query: PesananSiapQuery): Promise<PageResult<PesananDoc>> {
  return pesananPageSchema.parse(await api.get<unknown>(`pesanan/paginated?${pesananSiapParams(query)}`));
}

export const pesananSiapQuery = (query: PesananSiapQuery) =>
  queryOptions({
    queryKey: salesQueryKeys.pesananSiap(query),
    queryFn: () => getPesananSiap(query),
    placeholderData: keepPreviousData,
  });

export function usePesananSiap(query: PesananSiapQuery, enabled = true) {
  return useQuery({ ...pesananSiapQuery(query), enabled });
}
