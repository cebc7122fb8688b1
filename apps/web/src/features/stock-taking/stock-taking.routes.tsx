import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Stock opname of a tray, of a received document, and of the whole shop. */
export const stockTakingRoutes = catalogueRoutes(['stock-opname'], {
  '/stock-opname': () => import('./pages/stock-opname-page').then((m) => m.StockOpnamePage),
  '/stock-opname-penerimaan': () =>
    import('./pages/stock-opname-penerimaan-page').then((m) => m.StockOpnamePenerimaanPage),
  '/stock-opname-global': () =>
    import('./pages/stock-opname-global-page').then((m) => m.StockOpnameGlobalPage),
});
