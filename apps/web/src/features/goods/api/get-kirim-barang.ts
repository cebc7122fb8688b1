import { queryOptions, useQuery } from '@tanstack/react-query';
import { type KirimBarangDoc, kirimBarangDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { goodsQueryKeys } from './goods-query-keys';

/** One shipment with its pieces. */
export async function getKirimBarang(noKirim: string): Promise<KirimBarangDoc> {
  return kirimBarangDocSchema.parse(await api.get<unknown>(`kirim-barang/${encodeURIComponent(noKirim)}`));
}

export const kirimDocQuery = (noKirim: string) =>
  queryOptions({ queryKey: goodsQueryKeys.kirimDoc(noKirim), queryFn: () => getKirimBarang(noKirim) });

export function useKirimDoc(noKirim: string | undefined) {
  return useQuery({ ...kirimDocQuery(noKirim ?? ''), enabled: Boolean(noKirim) });
}
