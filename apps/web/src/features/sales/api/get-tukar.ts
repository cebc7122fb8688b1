import { queryOptions } from '@tanstack/react-query';
import { type TukarDoc, tukarDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

/** Both halves of the trade-in that paid a sale, as Slip Tukar prints them. */
export async function getTukar(noFakturGroup: string): Promise<TukarDoc> {
  return tukarDocSchema.parse(await api.get<unknown>(`tukar/${encodeURIComponent(noFakturGroup)}`));
}

export const tukarDocQuery = (noFakturGroup: string) =>
  queryOptions({
    queryKey: salesQueryKeys.tukarDoc(noFakturGroup),
    queryFn: () => getTukar(noFakturGroup),
  });
