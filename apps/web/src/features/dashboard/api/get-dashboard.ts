import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Dashboard, dashboardSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { dashboardQueryKeys } from './dashboard-query-keys';

/**
 * Every card and chart of the dashboard in one answer (issue 28): each document's today and
 * month, as `{resource}/chart` answers them (SPEC §7), for the documents the viewer handles.
 */
export async function getDashboard(): Promise<Dashboard> {
  return dashboardSchema.parse(await api.get<unknown>('dashboard'));
}

/**
 * Sales and buybacks keep coming while the dashboard is away: a visit asks again unless the
 * answer is seconds old, as it is when the route started the call before the page rendered.
 */
export const dashboardQuery = () =>
  queryOptions({ queryKey: dashboardQueryKeys.all, queryFn: getDashboard, staleTime: 5_000 });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
