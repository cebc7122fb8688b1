import { NON_MENU_ROUTES } from '@toko/shared';
import type { AppRoute } from '../../routing/app-route';
import { catalogueRoutes } from '../../routing/catalogue-routes';

const loginPage = () => import('./pages/login-page').then((module) => module.LoginPage);

/** Outside the shell: reachable signed out. */
export const accessPublicRoutes: AppRoute[] = [
  { ...NON_MENU_ROUTES.login, page: loginPage },
  { ...NON_MENU_ROUTES.home, page: loginPage },
];

/** Manage Users: data-users and the hak-akses screens. */
export const accessRoutes = catalogueRoutes(['manage-users']);
