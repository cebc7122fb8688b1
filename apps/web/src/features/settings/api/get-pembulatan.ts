import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PEMBULATAN, paraSystemSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/**
 * The shop's rounding step, read by key as the spec does. A missing or broken
 * parameter must never stop a sale: it falls back to 500.
 */
export async function getPembulatan(): Promise<number> {
  try {
    const param = paraSystemSchema.parse(await api.get<unknown>('para-system/key/PEMBULATAN'));
    const value = Number(param.value);
    return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_PEMBULATAN;
  } catch {
    return DEFAULT_PEMBULATAN;
  }
}

export function usePembulatan(enabled: boolean) {
  return useQuery({
    queryKey: ['para-system', 'PEMBULATAN'],
    queryFn: getPembulatan,
    enabled,
    staleTime: Infinity,
  });
}
