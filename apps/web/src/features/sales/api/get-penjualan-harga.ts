import { type PenjualanHarga, penjualanHargaSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** A scanned piece priced for the counter; refused (409) when it cannot be sold. */
export async function getPenjualanHarga(kodeBarcode: string): Promise<PenjualanHarga> {
  return penjualanHargaSchema.parse(
    await api.get<unknown>(`penjualan/harga/${encodeURIComponent(kodeBarcode)}`),
  );
}
