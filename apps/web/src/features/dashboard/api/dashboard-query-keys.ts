/** Query keys of the dashboard: its one call (`GET dashboard`) answers every card and chart. */
export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
};
