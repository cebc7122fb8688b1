import { type PembelianNota, pembelianNotaSchema } from '@toko/shared';
import { z } from 'zod';
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

/**
 * The pieces of a receipt whose QR code was scanned (the token of its link) that the shop can
 * still buy back; 404 for a QR of no sale of this shop, 409 when none is left.
 */
export async function getPembelianNotaQr(token: string): Promise<PembelianNota[]> {
  return z
    .array(pembelianNotaSchema)
    .parse(await api.get<unknown>(`pembelian/nota-qr/${encodeURIComponent(token)}`));
}
