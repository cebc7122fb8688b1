import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Pesanan (custom orders): taking an order with its DP, and the list that reprints and cancels. */
export const ordersRoutes = catalogueRoutes(['pesanan'], {
  '/transaksi-pesanan': () => import('./pages/transaksi-pesanan-page').then((m) => m.TransaksiPesananPage),
  '/lihat-pesanan': () => import('./pages/lihat-pesanan-page').then((m) => m.LihatPesananPage),
});
