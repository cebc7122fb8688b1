import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Stock opname. */
export const stockTakingRoutes = catalogueRoutes(['stock-opname']);
