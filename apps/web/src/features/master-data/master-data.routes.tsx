import type { AppRoute } from '../../routing/app-route';
import { catalogueRoutes } from '../../routing/catalogue-routes';

const hargaEmasPage: AppRoute['page'] = () =>
  import('./harga-emas/pages/harga-emas-page').then((m) => m.HargaEmasPage);

/**
 * Which master a path shows is looked up in the screen's own chunk: the master catalogue carries
 * its zod rules, and the route table is part of the sign-in page's first download.
 */
const masterPage =
  (path: string): AppRoute['page'] =>
  () =>
    import('./pages/master-resource-page').then((module) => module.masterResourcePageAt(path));

/** Data Master: groups, jenis, gudang, baki, parameters and stone attributes. */
export const masterDataRoutes = catalogueRoutes(['data-master']).map((route) => ({
  ...route,
  page: route.path === '/master-parameter-harga-emas' ? hargaEmasPage : masterPage(route.path),
}));
