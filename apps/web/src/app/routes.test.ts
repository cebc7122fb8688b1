import { menuLeaves, NON_MENU_ROUTES, SUB_MENU_PATHS } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES, SHELL_ROUTES } from './routes';

const allRoutes = [...PUBLIC_ROUTES, ...SHELL_ROUTES];

describe('routes', () => {
  it('gives every path one route only', () => {
    const paths = allRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('routes every menu item of the catalogue with its title', () => {
    for (const leaf of menuLeaves()) {
      const route = SHELL_ROUTES.find((candidate) => candidate.path === leaf.path);
      expect(route, leaf.path).toBeDefined();
      expect(route?.title).toBe(leaf.title);
    }
  });

  it('routes the sub-menu pages, the legal pages, /blank and sign-in', () => {
    const paths = new Set(allRoutes.map((route) => route.path));
    for (const path of SUB_MENU_PATHS) expect(paths.has(path), path).toBe(true);
    for (const route of Object.values(NON_MENU_ROUTES)) expect(paths.has(route.path), route.path).toBe(true);
  });

  it('keeps sign-in, the public price board and receipt check outside the shell', () => {
    expect(PUBLIC_ROUTES.map((route) => route.path).sort()).toEqual([
      '/',
      '/cek-nota/:token',
      '/home',
      '/papan-harga/:kode_toko',
    ]);
    expect(SHELL_ROUTES.map((route) => route.path)).not.toContain('/papan-harga/:kode_toko');
    expect(SHELL_ROUTES.map((route) => route.path)).not.toContain('/cek-nota/:token');
  });

  it('gives the legal pages their own tab titles', () => {
    const title = (path: string) => SHELL_ROUTES.find((route) => route.path === path)?.documentTitle;
    expect(title('/privacy-policy')).toBe('Kebijakan Privasi');
    expect(title('/terms-and-conditions')).toBe('Syarat dan Ketentuan');
  });
});
