import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Uang kas and bank money. */
export const cashRoutes = catalogueRoutes(['uang-kas'], {
  '/uang-kas': () => import('./pages/uang-kas-page').then((m) => m.UangKasPage),
  '/tambah-uang-bank': () => import('./pages/tambah-uang-bank-page').then((m) => m.TambahUangBankPage),
  '/ambil-uang-bank': () => import('./pages/ambil-uang-bank-page').then((m) => m.AmbilUangBankPage),
  '/hitung-kas': () => import('./pages/hitung-kas-page').then((m) => m.HitungKasPage),
});
