import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PenjualanChartMonthly,
  type PenjualanChartToday,
  penjualanChartMonthlySchema,
  penjualanChartTodaySchema,
} from '@toko/shared';
import { api } from '../../../lib/api-client';
import { dashboardQueryKeys } from './dashboard-query-keys';

/** Today's sales of the shop (its business date): totals and rupiah per hour. */
export async function getPenjualanHariIni(): Promise<PenjualanChartToday> {
  return penjualanChartTodaySchema.parse(await api.get<unknown>('penjualan/chart?type=today'));
}

/** This month's sales up to the business date: totals and one entry per day. */
export async function getPenjualanBulanIni(): Promise<PenjualanChartMonthly> {
  return penjualanChartMonthlySchema.parse(await api.get<unknown>('penjualan/chart?type=monthly'));
}

// Sales keep coming while the dashboard is away: every visit to it asks again.
export const penjualanHariIniQuery = () =>
  queryOptions({
    queryKey: dashboardQueryKeys.penjualanChart('today'),
    queryFn: getPenjualanHariIni,
    staleTime: 0,
  });

export const penjualanBulanIniQuery = () =>
  queryOptions({
    queryKey: dashboardQueryKeys.penjualanChart('monthly'),
    queryFn: getPenjualanBulanIni,
    staleTime: 0,
  });

export function usePenjualanHariIni() {
  return useQuery(penjualanHariIniQuery());
}

export function usePenjualanBulanIni() {
  return useQuery(penjualanBulanIniQuery());
}
