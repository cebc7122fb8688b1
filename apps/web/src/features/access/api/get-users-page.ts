import type { PageQuery, PageResult, UserListItem } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** One page of the shop's users, inactive ones too (the `?skip&limit&search` contract). */
export function getUsersPage(query: PageQuery): Promise<PageResult<UserListItem>> {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  if (query.search) params.set('search', query.search);
  return api.get<PageResult<UserListItem>>(`users/paginated?${params}`);
}
