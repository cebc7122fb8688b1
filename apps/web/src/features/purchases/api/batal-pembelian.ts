import { useMutation } from '@tanstack/react-query';
import { type OtorisasiInput, type PembelianDoc, pembelianDocSchema } from '@toko/shared';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { purchasesQueryKeys } from './purchases-query-keys';

/** Cancels one validated line of today with a second user's otorisasi: the piece goes back, the money returns. */
export async function batalPembelian(noFakturBeli: string, otorisasi: OtorisasiInput): Promise<PembelianDoc> {
  return pembelianDocSchema.parse(
    await api.post<unknown>('pembelian/batal', { no_faktur_beli: noFakturBeli, otorisasi }),
  );
}

/**
 * Cancels a buyback's line; the lists read the server again whatever the answer (a
 * refusal usually means the line changed meanwhile), with the stock and the cash book.
 */
export function useBatalPembelian() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ noFakturBeli, otorisasi }: { noFakturBeli: string; otorisasi: OtorisasiInput }) =>
      batalPembelian(noFakturBeli, otorisasi),
    onSettled: () =>
      invalidate([
        purchasesQueryKeys.pembelian,
        counterStaleKeys.barang,
        counterStaleKeys.cash,
        counterStaleKeys.dashboard,
      ]),
  });
}
