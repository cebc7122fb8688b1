import { useMutation } from '@tanstack/react-query';
import { type TitipanDoc, type TitipanInput, titipanDocSchema } from '@toko/shared';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

/** Saves a deposit (the pieces held, the DP taken); the same idempotency key answers the deposit already made. */
export async function simpanTitipan(body: TitipanInput): Promise<TitipanDoc> {
  return titipanDocSchema.parse(await api.post<unknown>('titipan', body));
}

/** Saves a deposit and refreshes the deposits' lists and the pieces it holds. */
export function useSimpanTitipan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: simpanTitipan,
    onSuccess: () => invalidate([salesQueryKeys.titipan, counterStaleKeys.barang]),
  });
}
