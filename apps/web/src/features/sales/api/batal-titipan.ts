import { useMutation } from '@tanstack/react-query';
import { type OtorisasiInput, type TitipanDoc, titipanDocSchema } from '@toko/shared';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

/** Cancels an open deposit with a second user's otorisasi: the DP goes back, the pieces to their trays. */
export async function batalTitipan(noTitip: string, otorisasi: OtorisasiInput): Promise<TitipanDoc> {
  return titipanDocSchema.parse(await api.post<unknown>('titipan/batal', { no_titip: noTitip, otorisasi }));
}

/**
 * Cancels a deposit; the lists read the server again whatever the answer (collected or
 * cancelled meanwhile, the list shows it as it is now), with the stock and the cash book.
 */
export function useBatalTitipan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ noTitip, otorisasi }: { noTitip: string; otorisasi: OtorisasiInput }) =>
      batalTitipan(noTitip, otorisasi),
    onSettled: () => invalidate([salesQueryKeys.titipan, counterStaleKeys.barang, counterStaleKeys.cash]),
  });
}
