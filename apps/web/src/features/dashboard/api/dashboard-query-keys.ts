/** Query keys of the dashboard. */
export const dashboardQueryKeys = {
  penjualanChart: (type: 'today' | 'monthly') => ['dashboard', 'penjualan-chart', type] as const,
};
