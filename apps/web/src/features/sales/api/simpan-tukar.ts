import { useMutation } from '@tanstack/react-query';
import { type TukarDoc, type TukarInput, tukarDocSchema } from '@toko/shared';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

/** Saves a sale paid with gold traded in, and the buyback of that gold, together. */
export async function simpanTukar(body: TukarInput): Promise<TukarDoc> {
  return tukarDocSchema.parse(await api.post<unknown>('tukar', body));
}

/** Saves a trade-in and refreshes the sales and the buybacks lists. */
export function useSimpanTukar() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: simpanTukar,
    onSuccess: () =>
      invalidate([
        salesQueryKeys.penjualan,
        counterStaleKeys.pembelian,
        counterStaleKeys.barang,
        counterStaleKeys.dashboard,
      ]),
  });
}
