import { api } from '../../../lib/api-client';

/** The supervisor's validation of the ticked sales: stock, cash rows and points take effect. */
export async function validasiPenjualan(noFakturGroup: string[]): Promise<{ jumlah: number }> {
  return api.post<{ jumlah: number }>('penjualan/validasi', { no_faktur_group: noFakturGroup });
}
