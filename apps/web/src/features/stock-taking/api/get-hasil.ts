import { type HasilOpname, type HasilStockOpname, hasilOpnameSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { type JenisOpname, OPNAME_API } from './opname-paths';

/** A finished opname's totals and one page of its pieces, optionally of one result. */
export async function getHasil(
  jenis: JenisOpname,
  id: number,
  query: { skip: number; limit: number; hasil?: HasilOpname | undefined; search?: string | undefined },
): Promise<HasilStockOpname> {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  if (query.hasil) params.set('hasil', query.hasil);
  if (query.search) params.set('search', query.search);
  return hasilOpnameSchema.parse(await api.get<unknown>(`${OPNAME_API[jenis]}/${id}/hasil?${params}`));
}
