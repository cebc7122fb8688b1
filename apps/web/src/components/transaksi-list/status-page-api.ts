import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PageResult, pageResultSchema } from '@toko/shared';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { type StatusPageQuery, statusPageParams } from './transaksi-page-query';

/**
 * The fetcher and hook of one `…/paginated` list of documents with a state (orders,
 * repairs, loans): one page, newest first, read through the document's schema, the
 * previous page kept on screen while the next one comes.
 */
export function statusPageApi<D, S extends string>(options: {
  /** 'pesanan': the list is `pesanan/paginated`. */
  path: string;
  docSchema: z.ZodType<D>;
  queryKey: (query: StatusPageQuery<S>) => readonly unknown[];
}) {
  const pageSchema = pageResultSchema(options.docSchema);
  const getPage = async (query: StatusPageQuery<S>): Promise<PageResult<D>> =>
    pageSchema.parse(await api.get<unknown>(`${options.path}/paginated?${statusPageParams(query)}`));
  const usePage = (query: StatusPageQuery<S>, enabled = true) =>
    useQuery({
      ...queryOptions({
        queryKey: options.queryKey(query),
        queryFn: () => getPage(query),
        placeholderData: keepPreviousData,
      }),
      enabled,
    });
  return { getPage, usePage };
}
