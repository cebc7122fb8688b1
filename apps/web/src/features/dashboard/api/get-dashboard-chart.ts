import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type DashboardChartMonthly,
  type DashboardChartToday,
  dashboardChartMonthlySchema,
  dashboardChartTodaySchema,
} from '@toko/shared';
import { api } from '../../../lib/api-client';
import { type ChartResource, dashboardQueryKeys } from './dashboard-query-keys';

/**
 * `penjualan/chart` and `pembelian/chart` answer the same shape (SPEC §7): today's figures
 * of the shop's business date with rupiah per hour, or the month's up to it with one
 * entry per day.
 */
export async function getChartHariIni(resource: ChartResource): Promise<DashboardChartToday> {
  return dashboardChartTodaySchema.parse(await api.get<unknown>(`${resource}/chart?type=today`));
}

export async function getChartBulanIni(resource: ChartResource): Promise<DashboardChartMonthly> {
  return dashboardChartMonthlySchema.parse(await api.get<unknown>(`${resource}/chart?type=monthly`));
}

// Sales and buybacks keep coming while the dashboard is away: every visit to it asks again.
export const chartHariIniQuery = (resource: ChartResource) =>
  queryOptions({
    queryKey: dashboardQueryKeys.chart(resource, 'today'),
    queryFn: () => getChartHariIni(resource),
    staleTime: 0,
  });

export const chartBulanIniQuery = (resource: ChartResource) =>
  queryOptions({
    queryKey: dashboardQueryKeys.chart(resource, 'monthly'),
    queryFn: () => getChartBulanIni(resource),
    staleTime: 0,
  });

export function useChartHariIni(resource: ChartResource) {
  return useQuery(chartHariIniQuery(resource));
}

export function useChartBulanIni(resource: ChartResource) {
  return useQuery(chartBulanIniQuery(resource));
}
