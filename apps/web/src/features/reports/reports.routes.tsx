import { catalogueRoutes } from '../../routing/catalogue-routes';

/** One generic screen reads the report's definition from the shared catalogue. */
const reportPage = () => import('./pages/report-page').then((module) => module.ReportPage);

/** Every /laporan-* screen, titled from the menu catalogue. */
export const reportsRoutes = catalogueRoutes(['laporan']).map((route) => ({ ...route, page: reportPage }));
