import { type Barang, type BarangEdit, barangSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Changes the descriptive fields of a piece; places move through Pindah, weight never by hand. */
export async function editBarang(id: number, body: BarangEdit): Promise<Barang> {
  return barangSchema.parse(await api.put<unknown>(`barang/${id}`, body));
}
