import { type BuktiHancur, buktiHancurSchema, type HancurBarang } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Destroys the scanned pieces with a second user's otorisasi; answers what 'Bukti Hancur Barang' prints. */
export async function hancurBarang(body: HancurBarang): Promise<BuktiHancur> {
  return buktiHancurSchema.parse(await api.post<unknown>('hancur-barang', body));
}
