import { describe, expect, it } from 'vitest';
import {
  type AccessSubject,
  canAccessPath,
  canUseMenu,
  isDateBlocked,
  isReachableDuringDateBlock,
  mayOpenPreviousDate,
  missingModules,
  missingModulesOfPath,
  visibleMenu,
} from './can-access.ts';
import { ALL_MENU_KEYS, MENU_CATALOGUE, menuLeaves } from './menu-catalogue.ts';

const subject = (
  level: string,
  grants: string[] = [],
  modules: string[] = [],
  kodeToko = 'PST',
): AccessSubject => ({
  level,
  kodeToko,
  grants: new Set(grants),
  modules: new Set(modules),
});

const paths = (menu: ReturnType<typeof visibleMenu>): string[] =>
  menu.flatMap((item) => (item.children ? paths(item.children) : [item.path]));

describe('menu catalogue', () => {
  it('has one leaf per route with unique keys and paths', () => {
    const leaves = menuLeaves();
    expect(new Set(leaves.map((leaf) => leaf.key)).size).toBe(leaves.length);
    expect(new Set(leaves.map((leaf) => leaf.path)).size).toBe(leaves.length);
    expect(ALL_MENU_KEYS).toContain('laporan-daftar-member');
    expect(ALL_MENU_KEYS).toContain('settingNota');
    expect(ALL_MENU_KEYS).toContain('setting-nota');
  });

  it('has the 40 reports of the specification, Laporan Stock Opname (issue 15) and Laporan Selisih Kas (issue 29)', () => {
    expect(menuLeaves().filter((leaf) => leaf.path.startsWith('/laporan-'))).toHaveLength(42);
  });

  it('has the side menu groups of the specification in order', () => {
    expect(MENU_CATALOGUE.map((node) => node.title)).toEqual([
      'Dashboard',
      'Data Master',
      'Sepuhan',
      'Barang',
      'Penjualan',
      'Pesanan',
      'Pembelian',
      'Import Data',
      'Delete Data',
      'Service',
      'Hutang',
      'Member',
      'Uang Kas',
      'Validasi',
      'Laporan',
      'Manage Users',
      'Utility',
      'Stock Opname',
    ]);
  });
});

describe('visible menu by level', () => {
  it('shows OWN, SU and MU everything available in the shop', () => {
    for (const level of ['OWN', 'SU', 'MU']) {
      const menu = paths(visibleMenu(subject(level, [], ['SEPUHAN_MODULE'])));
      expect(menu).toContain('/master-group');
      expect(menu).toContain('/cucian');
      expect(menu).not.toContain('/laporan-penjualan-rekap');
      expect(menu).not.toContain('/laporan-barang-sumary-periode');
    }
  });

  it('shows other levels only what they were granted', () => {
    const kasir = subject('KASIR', ['dashboard', 'transaksi-penjualan', 'lihat-penjualan']);
    expect(paths(visibleMenu(kasir))).toEqual(['/dashboard', '/transaksi-penjualan', '/lihat-penjualan']);
  });

  it('hides module-gated items without their module, even when granted', () => {
    const spv = subject('SPV', ['cucian', 'laporan-penjualan-margin']);
    expect(paths(visibleMenu(spv))).toEqual([]);
    const withModules = subject(
      'SPV',
      ['cucian', 'laporan-penjualan-margin'],
      ['SEPUHAN_MODULE', 'SEMI_GROSIR_MODULE'],
    );
    expect(paths(visibleMenu(withModules))).toEqual(['/cucian', '/laporan-penjualan-margin']);
  });

  it('adds Penjualan Rekap for shops MLT and NQC only', () => {
    expect(paths(visibleMenu(subject('OWN', [], [], 'MLT')))).toContain('/laporan-penjualan-rekap');
    expect(paths(visibleMenu(subject('OWN', [], [], 'NQC')))).toContain('/laporan-penjualan-rekap');
    expect(paths(visibleMenu(subject('OWN', [], [], 'T2')))).not.toContain('/laporan-penjualan-rekap');
  });
});

describe('page access', () => {
  const kasir = subject('KASIR', ['transaksi-penjualan']);

  it('opens granted pages, the dashboard, SubMenuUtility and the legal pages', () => {
    for (const path of [
      '/transaksi-penjualan',
      '/dashboard',
      '/SubMenuUtility',
      '/privacy-policy',
      '/blank',
    ]) {
      expect(canAccessPath(path, kasir)).toBe(true);
    }
  });

  it('refuses the rest, including a sub-menu page with nothing granted in it', () => {
    expect(canAccessPath('/master-group', kasir)).toBe(false);
    expect(canAccessPath('/SubMenuPembelian', kasir)).toBe(false);
    expect(canAccessPath('/SubMenuPenjualan', kasir)).toBe(true);
    expect(canAccessPath('/tidak-ada', kasir)).toBe(false);
  });

  it('opens the API document to owner levels only, whatever is granted', () => {
    for (const level of ['OWN', 'SU', 'MU'])
      expect(canAccessPath('/api/docs', subject(level)), level).toBe(true);
    for (const level of ['SPV', 'ADM', 'KASIR'])
      expect(
        canAccessPath('/api/docs', subject(level, ['transaksi-penjualan', 'setting-system'])),
        level,
      ).toBe(false);
  });

  it('closes the pages of a module-gated group when the module is off, even to an owner', () => {
    expect(canAccessPath('/cucian', subject('OWN'))).toBe(false);
    expect(canAccessPath('/cucian', subject('OWN', [], ['SEPUHAN_MODULE']))).toBe(true);
    expect(canUseMenu(['sortir-pembelian'], subject('SU'))).toBe(false);
  });

  it('names the module that alone closes a page, so the refusal can say which switch opens it', () => {
    expect(missingModulesOfPath('/laporan-penjualan-margin', subject('OWN'))).toEqual(['SEMI_GROSIR_MODULE']);
    expect(missingModulesOfPath('/cucian', subject('OWN'))).toEqual(['SEPUHAN_MODULE']);
    // Switched on, or not granted anyway, or closed by the shop list: no module to name.
    expect(
      missingModulesOfPath('/laporan-penjualan-margin', subject('OWN', [], ['SEMI_GROSIR_MODULE'])),
    ).toEqual([]);
    expect(missingModules(['laporan-penjualan-margin'], subject('KASIR'))).toEqual([]);
    expect(
      missingModules(['laporan-penjualan-margin'], subject('KASIR', ['laporan-penjualan-margin'])),
    ).toEqual(['SEMI_GROSIR_MODULE']);
    expect(missingModulesOfPath('/laporan-penjualan-rekap', subject('OWN'))).toEqual([]);
  });

  it('keeps the audit log to OWN, SU and MU even when granted', () => {
    expect(canAccessPath('/audit-log', subject('SPV', ['audit-log']))).toBe(false);
    expect(canAccessPath('/audit-log', subject('MU'))).toBe(true);
  });

  it('checks API menus the same way', () => {
    expect(canUseMenu(['master-group', 'transaksi-penjualan'], kasir)).toBe(true);
    expect(canUseMenu(['master-group'], kasir)).toBe(false);
    expect(canUseMenu(['bukan-menu'], subject('OWN'))).toBe(false);
  });
});

describe('system-date block', () => {
  it('blocks when tgl_system is before today', () => {
    expect(isDateBlocked('2026-11-21', '2026-11-22')).toBe(true);
    expect(isDateBlocked('2026-11-22', '2026-11-22')).toBe(false);
    expect(isDateBlocked('2026-11-23', '2026-11-22')).toBe(false);
  });

  it('keeps only the listed pages, plus privacy-policy for owner-level users', () => {
    for (const path of [
      '/validasi-jual-beli',
      '/stock-opname-global',
      '/setting-nota',
      '/settingsystem',
      '/validasi-hutang',
    ]) {
      expect(isReachableDuringDateBlock(path, 'KASIR')).toBe(true);
    }
    expect(isReachableDuringDateBlock('/dashboard', 'OWN')).toBe(false);
    expect(isReachableDuringDateBlock('/settingNota', 'OWN')).toBe(false);
    expect(isReachableDuringDateBlock('/privacy-policy', 'OWN')).toBe(true);
    expect(isReachableDuringDateBlock('/privacy-policy', 'KASIR')).toBe(false);
  });
});

describe('previous-date rule (SPEC §6)', () => {
  const OWNER = 'MODULE_AKTIF_TGL_SEBELUMNYA_BY_OWNER';
  const SPV = 'MODULE_AKTIF_TGL_SEBELUMNYA_BY_SPV';
  const levels = ['OWN', 'SPV', 'SU', 'MU', 'KASIR'] as const;
  const cases: { modules: string[]; unrestricted: string[] }[] = [
    { modules: [OWNER, SPV], unrestricted: ['OWN', 'SPV', 'SU', 'MU'] },
    { modules: [OWNER], unrestricted: ['OWN', 'SU', 'MU'] },
    { modules: [SPV], unrestricted: ['SPV', 'SU', 'MU'] },
    { modules: [], unrestricted: [] },
  ];

  it.each(cases)(
    'with modules $modules only $unrestricted may open a previous date',
    ({ modules, unrestricted }) => {
      for (const level of levels) {
        expect(mayOpenPreviousDate(level, new Set(modules)), level).toBe(unrestricted.includes(level));
      }
    },
  );
});
