import { type OtorisasiInput, type PembelianDoc, pembelianDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Cancels one validated line of today with a second user's otorisasi: the piece goes back, the money returns. */
export async function batalPembelian(noFakturBeli: string, otorisasi: OtorisasiInput): Promise<PembelianDoc> {
  return pembelianDocSchema.parse(
    await api.post<unknown>('pembelian/batal', { no_faktur_beli: noFakturBeli, otorisasi }),
  );
}
