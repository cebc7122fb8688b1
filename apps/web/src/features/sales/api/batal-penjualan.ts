import { useMutation } from '@tanstack/react-query';
import { type OtorisasiInput, type PenjualanDoc, penjualanDocSchema } from '@toko/shared';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

/** Cancels one validated line of today with a second user's otorisasi. */
export async function batalPenjualan(noFakturJual: string, otorisasi: OtorisasiInput): Promise<PenjualanDoc> {
  return penjualanDocSchema.parse(
    await api.post<unknown>('penjualan/batal', { no_faktur_jual: noFakturJual, otorisasi }),
  );
}

/**
 * Cancels a sale's line; the lists read the server again whatever the answer (a refusal
 * usually means the line changed meanwhile), with the stock, cash, charts and points.
 */
export function useBatalPenjualan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ noFakturJual, otorisasi }: { noFakturJual: string; otorisasi: OtorisasiInput }) =>
      batalPenjualan(noFakturJual, otorisasi),
    onSettled: () =>
      invalidate([
        salesQueryKeys.penjualan,
        counterStaleKeys.barang,
        counterStaleKeys.cash,
        counterStaleKeys.dashboard,
        counterStaleKeys.members,
      ]),
  });
}
