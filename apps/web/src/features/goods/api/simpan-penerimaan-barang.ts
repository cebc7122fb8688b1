import {
  type PenerimaanBarang,
  type PenerimaanBarangResponse,
  penerimaanBarangResponseSchema,
} from '@toko/shared';
import { api } from '../../../lib/api-client';

export type PenerimaanResult = PenerimaanBarangResponse;

/** Saves a receiving document: every line becomes a new piece with its own barcode. */
export async function simpanPenerimaanBarang(body: PenerimaanBarang): Promise<PenerimaanResult> {
  return penerimaanBarangResponseSchema.parse(await api.post<unknown>('penerimaan-barang', body));
}
