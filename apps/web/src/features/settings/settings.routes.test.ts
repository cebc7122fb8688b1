import { describe, expect, it } from 'vitest';
import { settingsRoutes } from './settings.routes';

describe('settingsRoutes', () => {
  it('gives every Utility item its real screen', async () => {
    const names: Record<string, string> = {};
    for (const route of settingsRoutes) names[route.path] = (await route.page()).name;
    expect(names).toEqual({
      '/settingsystem': 'SettingSystemPage',
      '/settingNota': 'SettingNotaPage',
      '/setting-nota': 'SettingNotaSlipPage',
      '/settingtoko': 'SettingTokoPage',
    });
  });
});
