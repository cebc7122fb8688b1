import {
  type PageQuery,
  type PageResult,
  type PenerimaanBarangHeader,
  pageResultSchema,
  penerimaanBarangHeaderSchema,
} from '@toko/shared';
import { api } from '../../../lib/api-client';

const penerimaanPageSchema = pageResultSchema(penerimaanBarangHeaderSchema);

/** One page of this shop's receiving documents (the `?skip&limit&search` contract). */
export async function getPenerimaanPage(query: PageQuery): Promise<PageResult<PenerimaanBarangHeader>> {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  if (query.search) params.set('search', query.search);
  return penerimaanPageSchema.parse(await api.get<unknown>(`penerimaan-barang/paginated?${params}`));
}
