import { queryOptions, useQuery } from '@tanstack/react-query';
import { type IsiBaki, isiBakiSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { goodsQueryKeys } from './goods-query-keys';

/** What a tray holds now: pieces in stock and their weight. */
export async function getIsiBaki(kodeGudang: string, kodeBaki: string): Promise<IsiBaki> {
  const params = new URLSearchParams({ kode_gudang: kodeGudang, kode_baki: kodeBaki });
  return isiBakiSchema.parse(await api.get<unknown>(`pindah-barang/isi-baki?${params}`));
}

export const isiBakiQuery = (kodeGudang: string, kodeBaki: string) =>
  queryOptions({
    queryKey: goodsQueryKeys.isiBaki(kodeGudang, kodeBaki),
    queryFn: () => getIsiBaki(kodeGudang, kodeBaki),
    // The count is what the move will be checked against: always read it fresh.
    staleTime: 0,
  });

export function useIsiBaki(kodeGudang: string | undefined, kodeBaki: string | undefined) {
  return useQuery({
    ...isiBakiQuery(kodeGudang ?? '', kodeBaki ?? ''),
    enabled: Boolean(kodeGudang && kodeBaki),
  });
}
