import { useMutation } from '@tanstack/react-query';
import { type PenjualanDoc, type PenjualanInput, penjualanDocSchema } from '@toko/shared';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

/** Saves the sale; the same idempotency key answers the sale already made. */
export async function simpanPenjualan(body: PenjualanInput): Promise<PenjualanDoc> {
  return penjualanDocSchema.parse(await api.post<unknown>('penjualan', body));
}

/** Saves a sale and refreshes the sales lists, and the deposits' when it collected one. */
export function useSimpanPenjualan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: simpanPenjualan,
    onSuccess: (doc) =>
      invalidate([
        salesQueryKeys.penjualan,
        counterStaleKeys.barang,
        counterStaleKeys.dashboard,
        ...(doc.no_titip ? [salesQueryKeys.titipan] : []),
      ]),
  });
}
