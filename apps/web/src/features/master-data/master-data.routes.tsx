import { MASTER_RESOURCES } from '@toko/shared';
import type { AppRoute } from '../../routing/app-route';
import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Every simple master shares one generic screen, driven by its catalogue entry. */
const masterPages: Record<string, AppRoute['page']> = Object.fromEntries(
  MASTER_RESOURCES.map((entry) => [
    `/${entry.menuKey}`,
    () => import('./pages/master-resource-page').then((module) => module.masterResourcePage(entry.key)),
  ]),
);

/** Data Master: groups, jenis, gudang, baki, parameters and stone attributes. */
export const masterDataRoutes = catalogueRoutes(['data-master'], {
  ...masterPages,
  '/master-parameter-harga-emas': () =>
    import('./harga-emas/pages/harga-emas-page').then((m) => m.HargaEmasPage),
});
