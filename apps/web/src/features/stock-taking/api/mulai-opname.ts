import { type MulaiOpname, type StockOpname, stockOpnameSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { OPNAME_API } from './opname-paths';

/** Starts an opname: the server freezes what the place should hold, and keeps it hidden. */
export async function mulaiOpname(body: MulaiOpname): Promise<StockOpname> {
  return stockOpnameSchema.parse(await api.post<unknown>(`${OPNAME_API[body.jenis]}/mulai`, body));
}
