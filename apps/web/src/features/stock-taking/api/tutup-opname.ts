import { type OtorisasiInput, type StockOpname, stockOpnameSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { type JenisOpname, OPNAME_API } from './opname-paths';

/** Finishes an open opname (SELESAI): the result is stored and can be read. */
export async function tutupOpname(jenis: JenisOpname, id: number): Promise<StockOpname> {
  return stockOpnameSchema.parse(await api.post<unknown>(`${OPNAME_API[jenis]}/${id}/selesai`));
}

/** Abandons an open opname (BATAL), with a supervisor's consent and reason (decision 023). */
export async function batalOpname(
  jenis: JenisOpname,
  id: number,
  otorisasi: OtorisasiInput,
): Promise<StockOpname> {
  return stockOpnameSchema.parse(await api.post<unknown>(`${OPNAME_API[jenis]}/${id}/batal`, { otorisasi }));
}
