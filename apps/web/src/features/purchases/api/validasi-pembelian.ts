import { useMutation } from '@tanstack/react-query';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { purchasesQueryKeys } from './purchases-query-keys';

/** The supervisor's validation of the ticked buybacks: the pieces come into gudang BELI, the money leaves the till. */
export async function validasiPembelian(noFakturGroup: string[]): Promise<{ jumlah: number }> {
  return api.post<{ jumlah: number }>('pembelian/validasi', { no_faktur_group: noFakturGroup });
}

/** Validates buybacks; whether it went through or not the lists, the stock and the cash book read the server again. */
export function useValidasiPembelian() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: validasiPembelian,
    onSettled: () =>
      invalidate([
        purchasesQueryKeys.pembelian,
        counterStaleKeys.barang,
        counterStaleKeys.cash,
        counterStaleKeys.dashboard,
      ]),
  });
}
