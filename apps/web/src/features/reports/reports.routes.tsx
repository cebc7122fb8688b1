import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Every /laporan-* screen. */
export const reportsRoutes = catalogueRoutes(['laporan']);
