import { type PembelianNota, pembelianNotaSchema } from '@toko/shared';
import { api } from '../../lib/api-client';

/**
 * The receipt of a piece this shop sold, as a buyback with barcode starts from it;
 * 404/409 with the reason when the barcode is no piece sold here or was bought back already.
 */
export async function getPembelianNota(kodeBarcode: string): Promise<PembelianNota> {
  return pembelianNotaSchema.parse(
    await api.get<unknown>(`pembelian/nota/${encodeURIComponent(kodeBarcode)}`),
  );
}
