import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Hutang. */
export const debtsRoutes = catalogueRoutes(['hutang']);
