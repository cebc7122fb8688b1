import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Pembelian. */
export const purchasesRoutes = catalogueRoutes(['pembelian']);
