import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Pesanan. */
export const ordersRoutes = catalogueRoutes(['pesanan']);
