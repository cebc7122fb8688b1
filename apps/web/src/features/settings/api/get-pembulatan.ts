import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PEMBULATAN } from '@toko/shared';
import { readParameter } from '../../../lib/read-parameter';

/**
 * The shop's rounding step, read by key as the spec does. A missing or broken
 * parameter must never stop a sale: it falls back to 500.
 */
export function getPembulatan(): Promise<number> {
  return readParameter(
    'PEMBULATAN',
    (text) => {
      const value = Number(text);
      return Number.isSafeInteger(value) && value > 0 ? value : undefined;
    },
    DEFAULT_PEMBULATAN,
  );
}

export function usePembulatan(enabled: boolean) {
  return useQuery({
    queryKey: ['para-system', 'PEMBULATAN'],
    queryFn: getPembulatan,
    enabled,
    staleTime: Infinity,
  });
}
