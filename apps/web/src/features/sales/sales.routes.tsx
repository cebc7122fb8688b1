import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Penjualan, titipan and the validation screens. */
export const salesRoutes = catalogueRoutes(['penjualan', 'validasi']);
