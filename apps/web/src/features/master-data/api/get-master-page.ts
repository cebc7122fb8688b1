import type { MasterRecord, MasterResource, PageQuery, PageResult } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** One page of every record of the master, inactive ones too (the `?skip&limit&search` contract). */
export function getMasterPage(entry: MasterResource, query: PageQuery): Promise<PageResult<MasterRecord>> {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  if (query.search) params.set('search', query.search);
  return api.get<PageResult<MasterRecord>>(`${entry.writePath}/paginated?${params}`);
}
