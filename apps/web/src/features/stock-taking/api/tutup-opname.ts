import { type StockOpname, stockOpnameSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { type JenisOpname, OPNAME_API } from './opname-paths';

/** Finishes (SELESAI: the result is stored) or abandons (BATAL) an open opname. */
export async function tutupOpname(
  jenis: JenisOpname,
  id: number,
  aksi: 'selesai' | 'batal',
): Promise<StockOpname> {
  return stockOpnameSchema.parse(await api.post<unknown>(`${OPNAME_API[jenis]}/${id}/${aksi}`));
}
