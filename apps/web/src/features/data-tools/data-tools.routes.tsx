import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Import Data and Delete Data. */
export const dataToolsRoutes = catalogueRoutes(['import-data', 'delete-data'], {
  '/delete-data': () => import('./pages/delete-data-page').then((m) => m.DeleteDataPage),
});
