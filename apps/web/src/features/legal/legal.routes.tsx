import { NON_MENU_ROUTES } from '@toko/shared';
import type { AppRoute } from '../../routing/app-route';

export const legalRoutes: AppRoute[] = [
  {
    ...NON_MENU_ROUTES.privacy,
    documentTitle: NON_MENU_ROUTES.privacy.title,
    page: () => import('./pages/privacy-policy-page').then((module) => module.PrivacyPolicyPage),
  },
  {
    ...NON_MENU_ROUTES.terms,
    documentTitle: NON_MENU_ROUTES.terms.title,
    page: () => import('./pages/terms-and-conditions-page').then((module) => module.TermsAndConditionsPage),
  },
];
