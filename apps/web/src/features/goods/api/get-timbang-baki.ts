import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TimbangBaki, timbangBakiSchema } from '@toko/shared';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { goodsQueryKeys } from './goods-query-keys';

export interface TimbangHistoryFilter {
  tanggal: string;
  kodeGudang?: string;
  kodeBaki?: string;
}

/** The weighings of a day, optionally of one gudang and tray. */
export async function getTimbangBaki(filter: TimbangHistoryFilter): Promise<TimbangBaki[]> {
  const params = new URLSearchParams({ tanggal: filter.tanggal });
  if (filter.kodeGudang) params.set('kode_gudang', filter.kodeGudang);
  // SPEC §7 names the tray `kode_toko` in this one query.
  if (filter.kodeBaki) params.set('kode_toko', filter.kodeBaki);
  return z.array(timbangBakiSchema).parse(await api.get<unknown>(`timbang-baki?${params}`));
}

export const timbangHistoryQuery = (filter: TimbangHistoryFilter) =>
  queryOptions({
    queryKey: goodsQueryKeys.timbangHistory(filter),
    queryFn: () => getTimbangBaki(filter),
  });

export function useTimbangHistory(filter: TimbangHistoryFilter) {
  return useQuery(timbangHistoryQuery(filter));
}
