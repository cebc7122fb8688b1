import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Uang kas and bank money. */
export const cashRoutes = catalogueRoutes(['uang-kas']);
