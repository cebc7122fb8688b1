import { useMutation } from '@tanstack/react-query';
import { type HutangDoc, type HutangInput, hutangDocSchema } from '@toko/shared';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { hutangQueryKeys } from './hutang-query-keys';

/**
 * Lends against the pledged pieces (Transaksi Hutang); the same idempotency key answers
 * the loan already saved. Above the maximum the body carries the otorisasi.
 */
export async function simpanHutang(body: HutangInput): Promise<HutangDoc> {
  return hutangDocSchema.parse(await api.post<unknown>('hutang', body));
}

export function useSimpanHutang() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: simpanHutang,
    onSuccess: () => invalidate([hutangQueryKeys.hutang, counterStaleKeys.cash, counterStaleKeys.dashboard]),
  });
}
