import { NON_MENU_ROUTES } from '@toko/shared';
import type { AppRoute } from '../../routing/app-route';

/** Cek Nota: public, outside the shell; what a receipt's QR code opens on a customer's phone. */
export const cekNotaRoutes: AppRoute[] = [
  {
    ...NON_MENU_ROUTES.cekNota,
    documentTitle: NON_MENU_ROUTES.cekNota.title,
    page: () => import('./pages/cek-nota-page').then((module) => module.CekNotaPage),
  },
];
