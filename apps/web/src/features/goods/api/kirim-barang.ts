import { type KirimBarang, type KirimBarangDoc, kirimBarangDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Sends the scanned pieces to another shop: they leave this shop's stock, in transit (KIRIM). */
export async function kirimBarang(body: KirimBarang): Promise<KirimBarangDoc> {
  return kirimBarangDocSchema.parse(await api.post<unknown>('kirim-barang', body));
}
