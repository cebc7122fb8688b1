import { type OtorisasiInput, type PenjualanDoc, penjualanDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Cancels one validated line of today with a second user's otorisasi. */
export async function batalPenjualan(noFakturJual: string, otorisasi: OtorisasiInput): Promise<PenjualanDoc> {
  return penjualanDocSchema.parse(
    await api.post<unknown>('penjualan/batal', { no_faktur_jual: noFakturJual, otorisasi }),
  );
}
