import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TitipanDoc, titipanDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

/** One deposit with its pieces and how its DP was paid. */
export async function getTitipan(noTitip: string): Promise<TitipanDoc> {
  return titipanDocSchema.parse(await api.get<unknown>(`titipan/${encodeURIComponent(noTitip)}`));
}

export const titipanDocQuery = (noTitip: string) =>
  queryOptions({ queryKey: salesQueryKeys.titipanDoc(noTitip), queryFn: () => getTitipan(noTitip) });

export function useTitipan(noTitip: string | undefined) {
  return useQuery({ ...titipanDocQuery(noTitip ?? ''), enabled: Boolean(noTitip) });
}
