import { type Barang, barangSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** One piece of this shop by its barcode (typed or scanned; short numbers are zero-padded by the server). */
export async function getBarangByBarcode(kodeBarcode: string): Promise<Barang> {
  return barangSchema.parse(
    await api.get<unknown>(`barang/get/by-barcode/${encodeURIComponent(kodeBarcode.trim())}`),
  );
}
