import { catalogueRoutes } from '../../routing/catalogue-routes';

/** One generic screen reads the report's definition from the shared catalogue. */
const reportPage = () => import('./pages/report-page').then((module) => module.ReportPage);

/** Pantauan (issue 29): the report `pantauan` below counts of its own. */
const pantauanPage = () => import('./pages/pantauan-page').then((module) => module.PantauanPage);

/** Every /laporan-* screen, titled from the menu catalogue, and Pantauan among them. */
export const reportsRoutes = catalogueRoutes(['laporan']).map((route) => ({
  ...route,
  page: route.path === '/pantauan' ? pantauanPage : reportPage,
}));
