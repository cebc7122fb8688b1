import type { DashboardChartType } from '@toko/shared';

/** The counter documents with dashboard figures: `{resource}/chart` (SPEC §7). */
export type ChartResource = 'penjualan' | 'pembelian' | 'service' | 'pesanan';

/** Query keys of the dashboard. */
export const dashboardQueryKeys = {
  chart: (resource: ChartResource, type: DashboardChartType) =>
    ['dashboard', `${resource}-chart`, type] as const,
};
