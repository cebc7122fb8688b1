import { MASTER_RESOURCES } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { masterDataRoutes } from './master-data.routes';

const routeOf = (path: string) => {
  const route = masterDataRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(path);
  return route;
};

describe('masterDataRoutes', () => {
  it('gives every master of the catalogue its own generic screen', async () => {
    const pages = new Set();
    for (const entry of MASTER_RESOURCES) {
      const page = await routeOf(`/${entry.menuKey}`).page();
      expect(page.name, entry.key).toBe('MasterResourcePage');
      pages.add(page);
    }
    expect(pages.size).toBe(MASTER_RESOURCES.length);
  });

  it('leaves the gold price screen to its own page', async () => {
    const page = await routeOf('/master-parameter-harga-emas').page();
    expect(page.name).not.toBe('MasterResourcePage');
  });
});
