import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Screens the app composes from several areas (a feature never imports another). */
export const composedRoutes = catalogueRoutes(['validasi-jual-beli'], {
  '/validasi-jual-beli': () => import('./validasi-jual-beli-page').then((m) => m.ValidasiJualBeliPage),
});
