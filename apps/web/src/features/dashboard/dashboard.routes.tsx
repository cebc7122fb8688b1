import { findGroupBySubMenuPath, NON_MENU_ROUTES, SUB_MENU_PATHS } from '@toko/shared';
import type { AppRoute } from '../../routing/app-route';
import { DASHBOARD_PATH } from './api/dashboard-query-keys';

const subMenuPage = () => import('./pages/sub-menu-page').then((module) => module.SubMenuPage);

/** The dashboard, the group tile pages (/SubMenu...) and /blank. */
export const dashboardRoutes: AppRoute[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    page: () => import('./pages/dashboard-page').then((module) => module.DashboardPage),
    firstGet: DASHBOARD_PATH,
  },
  ...SUB_MENU_PATHS.map((path) => ({
    path,
    title: findGroupBySubMenuPath(path)?.title ?? NON_MENU_ROUTES.subMenuUtility.title,
    page: subMenuPage,
  })),
  { ...NON_MENU_ROUTES.blank, page: () => import('./pages/blank-page').then((module) => module.BlankPage) },
];
