import {
  type PageQuery,
  type PageResult,
  pageResultSchema,
  type StockOpname,
  stockOpnameSchema,
} from '@toko/shared';
import { api } from '../../../lib/api-client';
import { type JenisOpname, OPNAME_API } from './opname-paths';

/** One page of the opnames of a kind, newest first. */
export async function getOpnamePage(
  jenis: JenisOpname,
  query: PageQuery & { status?: string },
): Promise<PageResult<StockOpname>> {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  return pageResultSchema(stockOpnameSchema).parse(await api.get<unknown>(`${OPNAME_API[jenis]}?${params}`));
}
