import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Utility: system, receipt (nota) and shop settings. */
export const settingsRoutes = catalogueRoutes(['utility'], {
  '/settingsystem': () => import('./pages/setting-system-page').then((module) => module.SettingSystemPage),
  '/settingNota': () => import('./pages/setting-nota-page').then((module) => module.SettingNotaPage),
  '/setting-nota': () =>
    import('./pages/setting-nota-slip-page').then((module) => module.SettingNotaSlipPage),
  '/settingtoko': () => import('./pages/setting-toko-page').then((module) => module.SettingTokoPage),
});
