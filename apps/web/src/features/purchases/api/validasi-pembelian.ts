import { api } from '../../../lib/api-client';

/** The supervisor's validation of the ticked buybacks: the pieces come into gudang BELI, the money leaves the till. */
export async function validasiPembelian(noFakturGroup: string[]): Promise<{ jumlah: number }> {
  return api.post<{ jumlah: number }>('pembelian/validasi', { no_faktur_group: noFakturGroup });
}
