import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Import Data and Delete Data. */
export const dataToolsRoutes = catalogueRoutes(['import-data', 'delete-data'], {
  '/import-data': () => import('./pages/import-data-page').then((m) => m.ImportDataPage),
  '/delete-data': () => import('./pages/delete-data-page').then((m) => m.DeleteDataPage),
});
