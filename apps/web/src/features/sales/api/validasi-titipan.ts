import { api } from '../../../lib/api-client';

/** The supervisor's validation of the ticked deposits: the pieces go to gudang TITIP, the DP into the cash book. */
export async function validasiTitipan(noTitip: string[]): Promise<{ jumlah: number }> {
  return api.post<{ jumlah: number }>('titipan/validasi', { no_titip: noTitip });
}
