import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Import Data and Delete Data. */
export const dataToolsRoutes = catalogueRoutes(['import-data', 'delete-data']);
