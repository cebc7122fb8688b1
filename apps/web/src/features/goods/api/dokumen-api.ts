import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PageQuery, type PageResult, pageResultSchema } from '@toko/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { type DokumenFilter, dokumenPageParams } from './dokumen-page-params';
import { goodsQueryKeys } from './goods-query-keys';

/**
 * The calls of one goods document (Cucian, Pindah Sortir) under its path: the save
 * answering its receipt, the receipt again by number, and a page of its list between
 * business dates, newest first.
 */
export function dokumenApi<S, B, H>(path: string, schemas: { bukti: z.ZodType<B>; header: z.ZodType<H> }) {
  const pageSchema = pageResultSchema(schemas.header);
  return {
    simpan: async (body: S): Promise<B> => schemas.bukti.parse(await api.post<unknown>(path, body)),
    getBukti: async (no: string): Promise<B> =>
      schemas.bukti.parse(await api.get<unknown>(`${path}/${encodeURIComponent(no)}`)),
    getPage: async (filter: DokumenFilter, query: PageQuery): Promise<PageResult<H>> =>
      pageSchema.parse(await api.get<unknown>(`${path}/paginated?${dokumenPageParams(filter, query)}`)),
  };
}

/**
 * Saves a goods document; a saved one refreshes every list of pieces (they moved or
 * changed) and the document's own lists (`documentKey`). Errors are the screen's.
 */
export function useSimpanDokumen<S, B>(simpan: (body: S) => Promise<B>, documentKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simpan,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: goodsQueryKeys.barang }),
        queryClient.invalidateQueries({ queryKey: documentKey }),
      ]);
    },
  });
}
