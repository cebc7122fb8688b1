import { useMutation } from '@tanstack/react-query';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

/** The supervisor's validation of the ticked sales: stock, cash rows and points take effect. */
export async function validasiPenjualan(noFakturGroup: string[]): Promise<{ jumlah: number }> {
  return api.post<{ jumlah: number }>('penjualan/validasi', { no_faktur_group: noFakturGroup });
}

/**
 * Validates sales; whether it went through or not the lists read the server again, with
 * the stock, the cash book, the charts, the members' points and a collected deposit.
 */
export function useValidasiPenjualan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: validasiPenjualan,
    onSettled: () =>
      invalidate([
        salesQueryKeys.penjualan,
        salesQueryKeys.titipan,
        counterStaleKeys.barang,
        counterStaleKeys.cash,
        counterStaleKeys.dashboard,
        counterStaleKeys.members,
      ]),
  });
}
