/** The dashboard's one call: started by its route before the page's code is there. */
export const DASHBOARD_PATH = 'dashboard';

/** Query keys of the dashboard: its one call (`GET dashboard`) answers every card and chart. */
export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
};
