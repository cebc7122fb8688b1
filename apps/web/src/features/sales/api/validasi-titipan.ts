import { useMutation } from '@tanstack/react-query';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { salesQueryKeys } from './sales-query-keys';

/** The supervisor's validation of the ticked deposits: the pieces go to gudang TITIP, the DP into the cash book. */
export async function validasiTitipan(noTitip: string[]): Promise<{ jumlah: number }> {
  return api.post<{ jumlah: number }>('titipan/validasi', { no_titip: noTitip });
}

/** Validates deposits; whether it went through or not the lists, the stock and the cash book read the server again. */
export function useValidasiTitipan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: validasiTitipan,
    onSettled: () => invalidate([salesQueryKeys.titipan, counterStaleKeys.barang, counterStaleKeys.cash]),
  });
}
