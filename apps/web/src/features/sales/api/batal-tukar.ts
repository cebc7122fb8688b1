import { useMutation } from '@tanstack/react-query';
import { type OtorisasiInput, type TukarDoc, tukarDocSchema } from '@toko/shared';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

/** Batal Tukar: the sale and the buyback of its traded-in gold, both, with one otorisasi. */
export async function batalTukar(noFakturGroup: string, otorisasi: OtorisasiInput): Promise<TukarDoc> {
  return tukarDocSchema.parse(
    await api.post<unknown>('tukar/batal', { no_faktur_group: noFakturGroup, otorisasi }),
  );
}

/** Cancels a trade-in; whatever the answer the lists read the server again, with stock, cash, charts and points. */
export function useBatalTukar() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ noFakturGroup, otorisasi }: { noFakturGroup: string; otorisasi: OtorisasiInput }) =>
      batalTukar(noFakturGroup, otorisasi),
    onSettled: () =>
      invalidate([
        salesQueryKeys.penjualan,
        counterStaleKeys.pembelian,
        counterStaleKeys.barang,
        counterStaleKeys.cash,
        counterStaleKeys.dashboard,
        counterStaleKeys.members,
      ]),
  });
}
