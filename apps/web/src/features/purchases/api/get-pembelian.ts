import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PembelianDoc, pembelianDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { purchasesQueryKeys } from './purchases-query-keys';

/** One buyback (a customer visit) with its lines and how it was paid out. */
export async function getPembelian(noFakturGroup: string): Promise<PembelianDoc> {
  return pembelianDocSchema.parse(await api.get<unknown>(`pembelian/${encodeURIComponent(noFakturGroup)}`));
}

export const pembelianDocQuery = (noFakturGroup: string) =>
  queryOptions({
    queryKey: purchasesQueryKeys.pembelianDoc(noFakturGroup),
    queryFn: () => getPembelian(noFakturGroup),
  });

export function usePembelian(noFakturGroup: string | undefined) {
  return useQuery({ ...pembelianDocQuery(noFakturGroup ?? ''), enabled: Boolean(noFakturGroup) });
}
