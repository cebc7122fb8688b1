import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { goodsQueryKeys } from './goods-query-keys';

/** The fields of a tray the goods screens use (the master answers more). */
export const bakiOptionSchema = z.object({
  kode_baki: z.string(),
  nama_baki: z.string(),
  kode_gudang: z.string(),
  berat_baki: z.number(),
  berat_bandrol: z.number(),
});
export type BakiOption = z.infer<typeof bakiOptionSchema>;

/** The active trays of one gudang. */
export async function getBakiByGudang(kodeGudang: string): Promise<BakiOption[]> {
  return z
    .array(bakiOptionSchema)
    .parse(await api.get<unknown>(`baki/get/by-kode-gudang/${encodeURIComponent(kodeGudang)}`));
}

export const bakiByGudangQuery = (kodeGudang: string) =>
  queryOptions({
    queryKey: goodsQueryKeys.bakiByGudang(kodeGudang),
    queryFn: () => getBakiByGudang(kodeGudang),
  });

/** No request until a gudang is chosen. */
export function useBakiByGudang(kodeGudang: string | undefined) {
  return useQuery({ ...bakiByGudangQuery(kodeGudang ?? ''), enabled: Boolean(kodeGudang) });
}
