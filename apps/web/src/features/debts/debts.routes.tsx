import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Hutang (pawn loans, decision 020): lending, the loans' list with their payments, and their validation. */
export const debtsRoutes = catalogueRoutes(['hutang', 'validasi-hutang'], {
  '/transaksi-hutang': () => import('./pages/transaksi-hutang-page').then((m) => m.TransaksiHutangPage),
  '/lihat-hutang': () => import('./pages/lihat-hutang-page').then((m) => m.LihatHutangPage),
  '/validasi-hutang': () => import('./pages/validasi-hutang-page').then((m) => m.ValidasiHutangPage),
});
