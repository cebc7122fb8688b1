import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Pembelian: buying gold back, the list of buybacks and cancelling a line. */
export const purchasesRoutes = catalogueRoutes(['pembelian'], {
  '/transaksi-pembelian': () =>
    import('./pages/transaksi-pembelian-page').then((m) => m.TransaksiPembelianPage),
  '/lihat-pembelian': () => import('./pages/lihat-pembelian-page').then((m) => m.LihatPembelianPage),
  '/batal-pembelian': () => import('./pages/batal-pembelian-page').then((m) => m.BatalPembelianPage),
});
