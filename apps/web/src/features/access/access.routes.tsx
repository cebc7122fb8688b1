import { NON_MENU_ROUTES } from '@toko/shared';
import type { AppRoute } from '../../routing/app-route';
import { catalogueRoutes } from '../../routing/catalogue-routes';

const loginPage = () => import('./pages/login-page').then((module) => module.LoginPage);
const hakAksesPage = () => import('./pages/hak-akses-page').then((module) => module.HakAksesPage);

/** Outside the shell: reachable signed out. */
export const accessPublicRoutes: AppRoute[] = [
  { ...NON_MENU_ROUTES.login, page: loginPage },
  { ...NON_MENU_ROUTES.home, page: loginPage },
];

/** Manage Users: data-users, the hak-akses screens (one page for both) and the audit log. */
export const accessRoutes = catalogueRoutes(['manage-users'], {
  '/data-users': () => import('./pages/data-users-page').then((module) => module.DataUsersPage),
  '/hak-akses-users': hakAksesPage,
  '/hak-akses-news': hakAksesPage,
  '/audit-log': () => import('./pages/audit-log-page').then((module) => module.AuditLogPage),
});
