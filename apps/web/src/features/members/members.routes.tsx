import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Members and points (decision 022): Data Member, a member's transactions, points by hand, gifts for points. */
export const membersRoutes = catalogueRoutes(['member'], {
  '/data-member': () => import('./pages/data-member-page').then((m) => m.DataMemberPage),
  '/lihat-transaksi-member': () =>
    import('./pages/lihat-transaksi-member-page').then((m) => m.LihatTransaksiMemberPage),
  '/transaksi-poin': () => import('./pages/transaksi-poin-page').then((m) => m.TransaksiPoinPage),
  '/tukar-point': () => import('./pages/tukar-point-page').then((m) => m.TukarPointPage),
});
