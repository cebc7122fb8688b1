import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PageResult,
  pageResultSchema,
  type STATUS_TITIPAN,
  type STATUS_VALID,
  type TitipanDoc,
  titipanDocSchema,
} from '@toko/shared';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

const titipanPageSchema = pageResultSchema(titipanDocSchema);

/** The deposit lists' filters: state, validation, business dates (yyyy-MM-dd), number/barcode/customer/phone text. */
export interface TitipanPageQuery {
  skip: number;
  limit: number;
  search?: string;
  status?: (typeof STATUS_TITIPAN)[number];
  status_valid?: (typeof STATUS_VALID)[number];
  dari?: string;
  sampai?: string;
}

export function titipanPageParams(query: TitipanPageQuery): URLSearchParams {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.status) params.set('status', query.status);
  if (query.status_valid) params.set('status_valid', query.status_valid);
  if (query.dari) params.set('dari', query.dari);
  if (query.sampai) params.set('sampai', query.sampai);
  return params;
}

/** One page of deposits, newest first, each with its pieces. */
export async function getTitipanPage(query: TitipanPageQuery): Promise<PageResult<TitipanDoc>> {
  return titipanPageSchema.parse(await api.get<unknown>(`titipan/paginated?${titipanPageParams(query)}`));
}

export const titipanPageQuery = (query: TitipanPageQuery) =>
  queryOptions({
    queryKey: salesQueryKeys.titipanPage(query),
    queryFn: () => getTitipanPage(query),
    // The previous page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });

export function useTitipanPage(query: TitipanPageQuery, enabled = true) {
  return useQuery({ ...titipanPageQuery(query), enabled });
}
