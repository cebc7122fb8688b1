import type { AuditLogItem, PageQuery, PageResult } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** One page of the shop's audit log, newest first. */
export function getAuditLogPage(query: PageQuery): Promise<PageResult<AuditLogItem>> {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  if (query.search) params.set('search', query.search);
  return api.get<PageResult<AuditLogItem>>(`audit-log?${params}`);
}
