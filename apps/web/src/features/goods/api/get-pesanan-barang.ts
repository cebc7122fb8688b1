import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PesananBarang, pesananBarangSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { goodsQueryKeys } from './goods-query-keys';

/** The order a made piece is for, as the goods clerk may see it (no money): GET pesanan/get/by-no. */
export async function getPesananBarang(noPesanan: string): Promise<PesananBarang> {
  return pesananBarangSchema.parse(
    await api.get<unknown>(`pesanan/get/by-no/${encodeURIComponent(noPesanan)}`),
  );
}

export const pesananBarangQuery = (noPesanan: string) =>
  queryOptions({
    queryKey: goodsQueryKeys.pesanan(noPesanan),
    queryFn: () => getPesananBarang(noPesanan),
    // An unknown number is an answer, not a failure to try again.
    retry: false,
  });

/** Looked up once the number is there; '' asks nothing. */
export function usePesananBarang(noPesanan: string) {
  return useQuery({ ...pesananBarangQuery(noPesanan), enabled: noPesanan !== '' });
}
