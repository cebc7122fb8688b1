import { NON_MENU_ROUTES } from '@toko/shared';
import type { AppRoute } from '../../routing/app-route';

/** The API document for the people who connect other systems; owner levels only (RouteGate). */
export const apiDocsRoutes: AppRoute[] = [
  {
    ...NON_MENU_ROUTES.apiDocs,
    page: () => import('./pages/api-docs-page').then((module) => module.ApiDocsPage),
  },
];
