import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Service (repairs). */
export const servicesRoutes = catalogueRoutes(['service']);
