import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Data Master: groups, jenis, gudang, baki, parameters and stone attributes. */
export const masterDataRoutes = catalogueRoutes(['data-master']);
