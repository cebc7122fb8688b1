import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HargaEmasRow, hargaEmasRowSchema } from '@toko/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client';

const dayPricesSchema = z.array(hargaEmasRowSchema);

/** The business day's price of every gold group; a line without receipt is bought at its harga_beli. */
export async function getHargaEmasToday(): Promise<HargaEmasRow[]> {
  return dayPricesSchema.parse(await api.get<unknown>('harga-emas/today'));
}

export const hargaEmasTodayQuery = () =>
  queryOptions({ queryKey: ['buyback', 'harga-emas-today'] as const, queryFn: getHargaEmasToday });

export function useHargaEmasToday() {
  return useQuery(hargaEmasTodayQuery());
}
