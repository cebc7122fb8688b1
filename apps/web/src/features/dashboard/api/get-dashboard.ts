import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Dashboard, dashboardSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { DASHBOARD_PATH, dashboardQueryKeys } from './dashboard-query-keys';

/**
 * Every card and chart of the dashboard in one answer (issue 28): each document's today and
 * month, as `{resource}/chart` answers them (SPEC §7), for the documents the viewer handles.
 */
export async function getDashboard(): Promise<Dashboard> {
  return dashboardSchema.parse(await api.get<unknown>(DASHBOARD_PATH));
}

// Sales and buybacks keep coming while the dashboard is away: every visit to it asks again.
export const dashboardQuery = () =>
  queryOptions({ queryKey: dashboardQueryKeys.all, queryFn: getDashboard, staleTime: 0 });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
