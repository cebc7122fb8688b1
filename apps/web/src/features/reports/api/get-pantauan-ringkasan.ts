import { useQuery } from '@tanstack/react-query';
import { type PantauanRingkasan, type PantauanRingkasanQuery, pantauanRingkasanSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { reportQueryKeys } from './report-query-keys';

/** Pantauan's counts per kind, shop and user, beside the 30 days before (issue 29). */
export async function getPantauanRingkasan(query: PantauanRingkasanQuery): Promise<PantauanRingkasan> {
  return pantauanRingkasanSchema.parse(await api.post<unknown>('pantauan/ringkasan', query));
}

/** The counts of the period and shop last searched on the page; nothing before the first search. */
export function usePantauanRingkasan(query: PantauanRingkasanQuery | undefined) {
  return useQuery({
    queryKey: reportQueryKeys.pantauanRingkasan(query),
    queryFn: () => getPantauanRingkasan(query as PantauanRingkasanQuery),
    enabled: query !== undefined,
  });
}
