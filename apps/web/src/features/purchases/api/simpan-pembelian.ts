import { useMutation } from '@tanstack/react-query';
import { type PembelianDoc, type PembelianInput, pembelianDocSchema } from '@toko/shared';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { purchasesQueryKeys } from './purchases-query-keys';

/**
 * Saves the buyback (OPEN, waiting for validation); the same idempotency key answers the
 * buyback already made. 422 when a line needs otorisasi and none was sent.
 */
export async function simpanPembelian(body: PembelianInput): Promise<PembelianDoc> {
  return pembelianDocSchema.parse(await api.post<unknown>('pembelian', body));
}

/** Saves a buyback and refreshes the buybacks' lists and the dashboard; stock and cash wait for its validation. */
export function useSimpanPembelian() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: simpanPembelian,
    onSuccess: () => invalidate([purchasesQueryKeys.pembelian, counterStaleKeys.dashboard]),
  });
}
