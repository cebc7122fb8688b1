import { catalogueRoutes } from '../../routing/catalogue-routes';

/**
 * Penjualan, titipan and their validation screens. Validasi Jual Beli shows sales and
 * buybacks together, so the app composes it from both areas (app/validasi-jual-beli).
 */
export const salesRoutes = catalogueRoutes(['penjualan', 'validasi-penjualan', 'validasi-titipan'], {
  '/transaksi-penjualan': () =>
    import('./pages/transaksi-penjualan-page').then((m) => m.TransaksiPenjualanPage),
  '/batal-penjualan': () => import('./pages/batal-penjualan-page').then((m) => m.BatalPenjualanPage),
  '/validasi-penjualan': () => import('./pages/validasi-penjualan-page').then((m) => m.ValidasiPenjualanPage),
  '/lihat-penjualan': () => import('./pages/lihat-penjualan-page').then((m) => m.LihatPenjualanPage),
  '/lihat-titipan': () => import('./pages/lihat-titipan-page').then((m) => m.LihatTitipanPage),
  '/validasi-titipan': () => import('./pages/validasi-titipan-page').then((m) => m.ValidasiTitipanPage),
});
