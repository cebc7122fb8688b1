import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { goodsQueryKeys } from './goods-query-keys';

/** The number the next shipment will get (shown before saving; the save may take a later one). */
export async function getNoKirim(): Promise<string> {
  return z.object({ no_kirim: z.string() }).parse(await api.get<unknown>('kirimbarang/get/nokirim')).no_kirim;
}

export const noKirimQuery = () =>
  queryOptions({ queryKey: goodsQueryKeys.noKirim, queryFn: getNoKirim, staleTime: 0 });

export function useNoKirim() {
  return useQuery(noKirimQuery());
}
