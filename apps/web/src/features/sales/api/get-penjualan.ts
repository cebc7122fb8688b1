import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PenjualanDoc, penjualanDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

/** One sale (a customer visit) with its lines and payment. */
export async function getPenjualan(noFakturGroup: string): Promise<PenjualanDoc> {
  return penjualanDocSchema.parse(await api.get<unknown>(`penjualan/${encodeURIComponent(noFakturGroup)}`));
}

export const penjualanDocQuery = (noFakturGroup: string) =>
  queryOptions({
    queryKey: salesQueryKeys.penjualanDoc(noFakturGroup),
    queryFn: () => getPenjualan(noFakturGroup),
  });

export function usePenjualan(noFakturGroup: string | undefined) {
  return useQuery({ ...penjualanDocQuery(noFakturGroup ?? ''), enabled: Boolean(noFakturGroup) });
}
