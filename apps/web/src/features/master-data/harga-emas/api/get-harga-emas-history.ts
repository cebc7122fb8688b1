import {
  type HargaEmasHistoryItem,
  hargaEmasHistoryItemSchema,
  type PageQuery,
  type PageResult,
  pageResultSchema,
} from '@toko/shared';
import { api } from '../../../../lib/api-client';

const historyPageSchema = pageResultSchema(hargaEmasHistoryItemSchema);

/** One page of the stored prices, newest date first (the `?skip&limit&search` contract). */
export async function getHargaEmasHistory(query: PageQuery): Promise<PageResult<HargaEmasHistoryItem>> {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  if (query.search) params.set('search', query.search);
  return historyPageSchema.parse(await api.get<unknown>(`harga-emas/paginated?${params}`));
}
