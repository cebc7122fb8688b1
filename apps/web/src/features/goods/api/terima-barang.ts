import { type KirimBarangDoc, kirimBarangDocSchema, type TerimaBarang } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Takes a shipment into one of this shop's trays; every barcode of it was scanned. */
export async function terimaBarang(body: TerimaBarang): Promise<KirimBarangDoc> {
  return kirimBarangDocSchema.parse(await api.post<unknown>('terima-barang', body));
}
