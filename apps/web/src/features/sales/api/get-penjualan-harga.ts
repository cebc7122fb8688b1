import { type PenjualanHarga, penjualanHargaSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/**
 * A scanned piece priced for the counter; refused (409) when it cannot be sold. A piece
 * made for an order is priced only for the sale collecting that order (`noPesanan`).
 */
export async function getPenjualanHarga(kodeBarcode: string, noPesanan = ''): Promise<PenjualanHarga> {
  const query = noPesanan ? `?${new URLSearchParams({ no_pesanan: noPesanan })}` : '';
  return penjualanHargaSchema.parse(
    await api.get<unknown>(`penjualan/harga/${encodeURIComponent(kodeBarcode)}${query}`),
  );
}
