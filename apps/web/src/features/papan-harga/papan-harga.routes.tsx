import { NON_MENU_ROUTES } from '@toko/shared';
import type { AppRoute } from '../../routing/app-route';

/** Papan Harga: public, outside the shell (no session, no sidebar). */
export const papanHargaRoutes: AppRoute[] = [
  {
    ...NON_MENU_ROUTES.papanHarga,
    documentTitle: NON_MENU_ROUTES.papanHarga.title,
    page: () => import('./pages/papan-harga-page').then((module) => module.PapanHargaPage),
  },
];
