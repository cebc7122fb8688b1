import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HitungKasInput, type HitungKasStatus, hitungKasStatusSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { cashQueryKeys } from './cash-query-keys';

const PATH = 'cash/hitung-kas';

/** The till's book today and the day's count, if any (issue 29). */
export async function getHitungKas(): Promise<HitungKasStatus> {
  return hitungKasStatusSchema.parse(await api.get<unknown>(PATH));
}

export const hitungKasQuery = () =>
  queryOptions({ queryKey: cashQueryKeys.hitungKas, queryFn: getHitungKas });

export function useHitungKas() {
  return useQuery(hitungKasQuery());
}

/** Saves the count; a difference carries the supervisor's otorisasi. */
export async function simpanHitungKas(body: HitungKasInput): Promise<HitungKasStatus> {
  return hitungKasStatusSchema.parse(await api.post<unknown>(PATH, body));
}
