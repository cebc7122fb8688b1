import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SaldoKas, saldoKasSchema } from '@toko/shared';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { cashQueryKeys } from './cash-query-keys';

const saldoListSchema = z.array(saldoKasSchema);

/** The day's balance of the till and of each bank account (the business date by default). */
export async function getSaldoKas(tanggal: string): Promise<SaldoKas[]> {
  const query = tanggal ? `?${new URLSearchParams({ tanggal })}` : '';
  return saldoListSchema.parse(await api.get<unknown>(`cash/saldo${query}`));
}

export const saldoKasQuery = (tanggal: string) =>
  queryOptions({ queryKey: cashQueryKeys.saldo(tanggal), queryFn: () => getSaldoKas(tanggal) });

export function useSaldoKas(tanggal: string) {
  return useQuery(saldoKasQuery(tanggal));
}
