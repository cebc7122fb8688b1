import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BuktiPindahSortir,
  buktiPindahSortirSchema,
  type PageQuery,
  type PageResult,
  type PindahSortir,
  type PindahSortirHeader,
  pageResultSchema,
  pindahSortirHeaderSchema,
} from '@toko/shared';
import { api } from '../../../lib/api-client';
import { type DokumenFilter, dokumenPageParams } from './dokumen-page-params';
import { goodsQueryKeys } from './goods-query-keys';

const pindahSortirPageSchema = pageResultSchema(pindahSortirHeaderSchema);

export async function simpanPindahSortir(body: PindahSortir): Promise<BuktiPindahSortir> {
  return buktiPindahSortirSchema.parse(await api.post<unknown>('pindah-sortir', body));
}

/** Saves a Pindah Sortir document; a saved one refreshes the lists of pieces and of documents. */
export function useSimpanPindahSortir() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simpanPindahSortir,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: goodsQueryKeys.barang }),
        queryClient.invalidateQueries({ queryKey: goodsQueryKeys.pindahSortir }),
      ]);
    },
  });
}

export async function getBuktiPindahSortir(noPindah: string): Promise<BuktiPindahSortir> {
  return buktiPindahSortirSchema.parse(
    await api.get<unknown>(`pindah-sortir/${encodeURIComponent(noPindah)}`),
  );
}

/** One page of Pindah Sortir documents between business dates, newest first. */
export async function getPindahSortirPage(
  filter: DokumenFilter,
  query: PageQuery,
): Promise<PageResult<PindahSortirHeader>> {
  return pindahSortirPageSchema.parse(
    await api.get<unknown>(`pindah-sortir/paginated?${dokumenPageParams(filter, query)}`),
  );
}
