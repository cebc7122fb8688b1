import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Service (repairs): taking a piece in, and the list that finishes, hands back and cancels. */
export const servicesRoutes = catalogueRoutes(['service'], {
  '/transaksi-services': () => import('./pages/transaksi-service-page').then((m) => m.TransaksiServicePage),
  '/lihat-services': () => import('./pages/lihat-service-page').then((m) => m.LihatServicePage),
});
