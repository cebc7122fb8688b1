import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HargaEmasRow, hargaEmasRowSchema } from '@toko/shared';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { hargaEmasQueryKeys } from './harga-emas-query-keys';

const dayPricesSchema = z.array(hargaEmasRowSchema);

/** The day's price of every active gold group; groups without one carry their master price (sumber MASTER). */
export async function getHargaEmasByTanggal(tanggal: string): Promise<HargaEmasRow[]> {
  const params = new URLSearchParams({ tanggal });
  return dayPricesSchema.parse(await api.get<unknown>(`harga-emas/get/by-tanggal?${params}`));
}

export const hargaEmasByTanggalQuery = (tanggal: string) =>
  queryOptions({
    queryKey: hargaEmasQueryKeys.day(tanggal),
    queryFn: () => getHargaEmasByTanggal(tanggal),
  });

export function useHargaEmasByTanggal(tanggal: string) {
  return useQuery(hargaEmasByTanggalQuery(tanggal));
}
