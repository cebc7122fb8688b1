/**
 * The whole menu of the product, once. It drives the sidebar, the router's page
 * titles, the access checks in the browser and on the server, and the hak-akses
 * screens. A leaf's `key` is what gets granted to a user; it is the route without
 * its leading slash.
 */
export interface MenuLeaf {
  kind: 'item';
  key: string;
  path: string;
  title: string;
  /** Shown only when this module flag is on for the shop. */
  module?: string;
  /** Shown only in these shops. */
  shops?: readonly string[];
  /** Only OWN, SU and MU, whatever is granted (the audit log). */
  fullAccessOnly?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  key: string;
  title: string;
  icon: string;
  /** The group's tile page (/SubMenu...), if it has one. */
  subMenuPath?: string;
  module?: string;
  children: readonly MenuNode[];
}

export type MenuNode = MenuLeaf | MenuGroup;

// The builders keep each key as its literal type, so MenuKey below is the union of every
// key the catalogue holds and a mistyped key in a route or a grant fails the type check.
const item = <const P extends `/${string}`>(
  path: P,
  title: string,
  extra: Partial<Pick<MenuLeaf, 'module' | 'shops' | 'fullAccessOnly'>> = {},
) => ({
  kind: 'item' as const,
  key: path.slice(1) as P extends `/${infer K}` ? K : never,
  path,
  title,
  ...extra,
});

const group = <const K extends string, const C extends readonly MenuNode[]>(
  key: K,
  title: string,
  icon: string,
  children: C,
  extra: Partial<Pick<MenuGroup, 'subMenuPath' | 'module'>> = {},
) => ({ kind: 'group' as const, key, title, icon, children, ...extra });

const report = <const N extends string>(
  name: N,
  title: string,
  extra: Partial<Pick<MenuLeaf, 'module' | 'shops'>> = {},
) => item(`/laporan-${name}`, title, extra);

export const MENU_CATALOGUE = [
  item('/dashboard', 'Dashboard'),
  group('data-master', 'Data Master', 'database', [
    item('/master-group', 'Master Group'),
    item('/master-jenis', 'Master Jenis'),
    item('/master-gudang', 'Master Gudang'),
    item('/master-baki', 'Master Baki'),
    item('/master-bandrol', 'Master Bandrol'),
    item('/master-sales', 'Master Sales'),
    item('/master-marketplace', 'Master Marketplace'),
    item('/master-tukang', 'Master Tukang'),
    item('/master-kode-transaksi', 'Master Kode Transaksi'),
    item('/master-kondisi-barang', 'Master Kondisi Barang'),
    item('/master-kondisi-pembelian', 'Master Kondisi Pembelian'),
    item('/master-kondisi-pinjaman', 'Master Kondisi Pinjaman'),
    item('/master-bank', 'Master Bank'),
    item('/master-rekening', 'Master Rekening'),
    item('/master-data-hadiah', 'Master Data Hadiah'),
    item('/master-parameter-point', 'Master Parameter Point'),
    item('/master-parameter-harga-emas', 'Master Parameter Harga Emas'),
    item('/master-parameter-rugi-nota', 'Master Parameter Rugi Nota'),
    item('/master-kadar', 'Master Kadar'),
    item('/master-kategori', 'Master Kategori'),
    item('/jenis-batu', 'Jenis Batu'),
    item('/master-batu-shape', 'Master Batu Shape'),
    item('/master-batu-color', 'Master Batu Color'),
    item('/master-batu-clarity', 'Master Batu Clarity'),
    item('/master-batu-fluorencence', 'Master Batu Fluorescence'),
    item('/master-batu-symetry', 'Master Batu Symmetry'),
    item('/master-batu-polish', 'Master Batu Polish'),
    item('/master-batu-cutgrade', 'Master Batu Cut Grade'),
    item('/master-batu-berlian', 'Master Batu Berlian'),
  ]),
  group(
    'sepuhan',
    'Sepuhan',
    'fire',
    [
      item('/cucian', 'Cucian'),
      item('/sortir-pembelian', 'Sortir Pembelian'),
      item('/pindah-sortir', 'Pindah Sortir'),
    ],
    { module: 'SEPUHAN_MODULE' },
  ),
  group('barang', 'Barang', 'gold', [
    item('/penerimaan-barang', 'Penerimaan Barang'),
    item('/terima-barang', 'Terima Barang'),
    item('/tambah-data-barang', 'Tambah Data Barang'),
    item('/data-barang', 'Data Barang'),
    item('/hancur-data-barang', 'Hancur Data Barang'),
    item('/pindah-barang', 'Pindah Barang'),
    item('/pindah-barang-satu-baki', 'Pindah Barang Satu Baki'),
    item('/timbang-baki', 'Timbang Baki'),
    item('/cetak-barcode', 'Cetak Barcode'),
    item('/kirim-barang-kecabang', 'Kirim Barang Ke Cabang'),
    item('/import-data-pusat', 'Import Data Pusat'),
  ]),
  group(
    'penjualan',
    'Penjualan',
    'shopping-cart',
    [
      item('/transaksi-penjualan', 'Transaksi Penjualan'),
      item('/lihat-penjualan', 'Lihat Penjualan'),
      item('/batal-penjualan', 'Batal Penjualan'),
      item('/lihat-titipan', 'Lihat Titipan'),
    ],
    { subMenuPath: '/SubMenuPenjualan' },
  ),
  group(
    'pesanan',
    'Pesanan',
    'form',
    [item('/transaksi-pesanan', 'Transaksi Pesanan'), item('/lihat-pesanan', 'Lihat Pesanan')],
    { subMenuPath: '/SubMenuPesanan' },
  ),
  group(
    'pembelian',
    'Pembelian',
    'shopping',
    [
      item('/transaksi-pembelian', 'Transaksi Pembelian'),
      item('/lihat-pembelian', 'Lihat Pembelian'),
      item('/batal-pembelian', 'Batal Pembelian'),
    ],
    { subMenuPath: '/SubMenuPembelian' },
  ),
  group('import-data', 'Import Data', 'upload', [item('/import-data', 'Import Data')]),
  // Deleting a period is for owner levels only, whatever is granted (decision 025).
  group('delete-data', 'Delete Data', 'delete', [
    item('/delete-data', 'Delete Data', { fullAccessOnly: true }),
  ]),
  group(
    'service',
    'Service',
    'tool',
    [item('/transaksi-services', 'Transaksi Service'), item('/lihat-services', 'Lihat Service')],
    { subMenuPath: '/SubMenuService' },
  ),
  group(
    'hutang',
    'Hutang',
    'bank',
    [item('/transaksi-hutang', 'Transaksi Hutang'), item('/lihat-hutang', 'Lihat Hutang')],
    { subMenuPath: '/SubMenuHutang' },
  ),
  group(
    'member',
    'Member',
    'team',
    [
      item('/data-member', 'Data Member'),
      item('/lihat-transaksi-member', 'Lihat Transaksi Member'),
      item('/transaksi-poin', 'Transaksi Poin'),
      item('/tukar-point', 'Tukar Point'),
    ],
    { subMenuPath: '/SubMenuMember' },
  ),
  group('uang-kas', 'Uang Kas', 'wallet', [
    item('/uang-kas', 'Uang Kas'),
    item('/tambah-uang-bank', 'Tambah Uang Bank'),
    item('/ambil-uang-bank', 'Ambil Uang Bank'),
    item('/hitung-kas', 'Hitung Kas'),
  ]),
  group('validasi', 'Validasi', 'safety-certificate', [
    item('/validasi-penjualan', 'Validasi Penjualan'),
    item('/validasi-titipan', 'Validasi Titipan'),
    item('/validasi-jual-beli', 'Validasi Jual Beli'),
    item('/validasi-hutang', 'Validasi Hutang'),
  ]),
  group(
    'laporan',
    'Laporan',
    'file-text',
    [
      // Issue 29: every exception of the chain on one page, for owner levels only.
      item('/pantauan', 'Pantauan', { fullAccessOnly: true }),
      group('laporan-barang', 'Barang', 'gold', [
        report('terima-barang-supplier', 'Laporan Terima Barang Supplier'),
        report('terima-barang', 'Laporan Terima Barang'),
        report('tambah-barang', 'Laporan Tambah Barang'),
        report('barang-detail', 'Laporan Barang Detail'),
        report('buku-berlian', 'Laporan Buku Berlian'),
        report('timbang-baki', 'Laporan Timbang Baki'),
        report('hancur-barang', 'Laporan Hancur Barang'),
        report('pindah-barang', 'Laporan Pindah Barang'),
        report('barang-sumary', 'Laporan Barang Summary'),
        report('barang-sumary-periode', 'Laporan Barang Summary Periode', {
          module: 'PERIODE_LAPORAN_BARANG_SUMMARY',
        }),
        report('stock-jual', 'Laporan Stock Jual'),
        report('stock-opname', 'Laporan Stock Opname'),
      ]),
      group('laporan-penjualan', 'Penjualan', 'shopping-cart', [
        report('transaksi-penjualan', 'Laporan Transaksi Penjualan'),
        report('penjualan-margin', 'Laporan Penjualan Margin', { module: 'SEMI_GROSIR_MODULE' }),
        report('penjualan-marketplace', 'Laporan Penjualan Marketplace'),
        report('penjualan-sales', 'Laporan Penjualan Sales'),
        report('penjualan-bayar', 'Laporan Penjualan Bayar'),
        report('penjualan-rekap', 'Laporan Penjualan Rekap', { shops: ['MLT', 'NQC'] }),
        report('barang-tukar', 'Laporan Barang Tukar'),
        report('batal-penjualan', 'Laporan Batal Penjualan'),
        report('titip-uang', 'Laporan Titip Uang'),
        report('pesanan', 'Laporan Pesanan'),
      ]),
      group('laporan-pembelian', 'Pembelian', 'shopping', [
        report('transaksi-pembelian', 'Laporan Transaksi Pembelian'),
        report('transaksi-pembelian-history', 'Laporan Transaksi Pembelian History'),
        report('pembelian-sales', 'Laporan Pembelian Sales'),
        report('batal-pembelian', 'Laporan Batal Pembelian'),
      ]),
      group('laporan-service', 'Service', 'tool', [
        report('services', 'Laporan Service'),
        report('service-masuk', 'Laporan Service Masuk'),
        report('service-selesai', 'Laporan Service Selesai'),
        report('service-ambil', 'Laporan Service Ambil'),
        report('batal-service', 'Laporan Batal Service'),
      ]),
      group('laporan-hutang', 'Hutang', 'bank', [
        report('transaksi-hutang', 'Laporan Transaksi Hutang'),
        report('stock-hutang', 'Laporan Stock Hutang'),
        report('hutang-lunas', 'Laporan Hutang Lunas'),
        report('batal-hutang', 'Laporan Batal Hutang'),
      ]),
      group('laporan-keuangan', 'Keuangan', 'wallet', [
        report('transaksi-keuangan-cash', 'Laporan Transaksi Keuangan Cash'),
        report('keuangan-non-cash', 'Laporan Keuangan Non Cash'),
        report('selisih-kas', 'Laporan Selisih Kas'),
      ]),
      group('laporan-otorisasi', 'Otorisasi', 'safety-certificate', [
        report('otorisasi', 'Laporan Otorisasi'),
        report('authorization', 'Laporan Authorization'),
      ]),
      group('laporan-eod', 'EOD', 'calendar', [report('eod', 'Laporan EOD')]),
      group('laporan-member', 'Member', 'team', [report('daftar-member', 'Laporan Daftar Member')]),
    ],
    { subMenuPath: '/SubMenuLaporan' },
  ),
  group('manage-users', 'Manage Users', 'user', [
    item('/data-users', 'Data Users'),
    item('/hak-akses-users', 'Hak Akses Users'),
    item('/hak-akses-news', 'Hak Akses News'),
    item('/audit-log', 'Log Aktivitas', { fullAccessOnly: true }),
  ]),
  group(
    'utility',
    'Utility',
    'setting',
    [
      item('/settingsystem', 'Setting System'),
      item('/settingNota', 'Setting Nota'),
      item('/setting-nota', 'Setting Nota Slip'),
      item('/settingtoko', 'Setting Toko'),
    ],
    { subMenuPath: '/SubMenuUtility' },
  ),
  group('stock-opname', 'Stock Opname', 'audit', [
    item('/stock-opname', 'Stock Opname'),
    item('/stock-opname-penerimaan', 'Stock Opname Penerimaan'),
    item('/stock-opname-global', 'Stock Opname Global'),
  ]),
] as const satisfies readonly MenuNode[];

type LeafKeys<T> = T extends readonly (infer N)[]
  ? N extends { kind: 'item'; key: infer K }
    ? K
    : N extends { children: infer C }
      ? LeafKeys<C>
      : never
  : never;
type GroupKeys<T> = T extends readonly (infer N)[]
  ? N extends { kind: 'group'; key: infer K; children: infer C }
    ? K | GroupKeys<C>
    : never
  : never;

/** A menu item's key: what is granted to a user and what a route demands. */
export type MenuKey = LeafKeys<typeof MENU_CATALOGUE>;
/** A key of the catalogue, an item's or a group's (routes are declared by either). */
export type CatalogueKey = MenuKey | GroupKeys<typeof MENU_CATALOGUE>;

/**
 * Every leaf of the catalogue, depth first. A leaf under a module-gated group
 * carries that module itself, so a check of the leaf alone (a typed address, an
 * API call) is as strict as the sidebar.
 */
export function menuLeaves(nodes: readonly MenuNode[] = MENU_CATALOGUE, groupModule?: string): MenuLeaf[] {
  return nodes.flatMap((node) => {
    if (node.kind === 'group') return menuLeaves(node.children, node.module ?? groupModule);
    return [groupModule && !node.module ? { ...node, module: groupModule } : node];
  });
}

export const ALL_MENU_KEYS = menuLeaves().map((leaf) => leaf.key) as readonly MenuKey[];
const MENU_KEY_SET: ReadonlySet<string> = new Set(ALL_MENU_KEYS);

export function isMenuKey(key: string): key is MenuKey {
  return MENU_KEY_SET.has(key);
}

export function findGroupBySubMenuPath(path: string): MenuGroup | undefined {
  const visit = (nodes: readonly MenuNode[]): MenuGroup | undefined => {
    for (const node of nodes) {
      if (node.kind !== 'group') continue;
      if (node.subMenuPath === path) return node;
      const found = visit(node.children);
      if (found) return found;
    }
    return undefined;
  };
  return visit(MENU_CATALOGUE);
}

/** Routes outside the menu, with their titles. */
export const NON_MENU_ROUTES = {
  login: { path: '/', title: 'Login' },
  home: { path: '/home', title: 'Login' },
  blank: { path: '/blank', title: 'Blank' },
  privacy: { path: '/privacy-policy', title: 'Kebijakan Privasi' },
  terms: { path: '/terms-and-conditions', title: 'Syarat dan Ketentuan' },
  subMenuUtility: { path: '/SubMenuUtility', title: 'Utility' },
  /** The shop's public price board (issue 30), opened without signing in. */
  papanHarga: { path: '/papan-harga/:kode_toko', title: 'Papan Harga' },
  /** What a receipt's QR code opens (issue 30): the receipt as the shop keeps it, no sign-in. */
  cekNota: { path: '/cek-nota/:token', title: 'Cek Nota' },
  /** The API document (issue 31), browsable by owner levels; the server serves the page too. */
  apiDocs: { path: '/api/docs', title: 'Dokumentasi API' },
} as const;

/** Every sub-menu page of the spec, with the group whose tiles it shows. */
export const SUB_MENU_PATHS = [
  '/SubMenuPenjualan',
  '/SubMenuPembelian',
  '/SubMenuPesanan',
  '/SubMenuService',
  '/SubMenuHutang',
  '/SubMenuLaporan',
  '/SubMenuMember',
  '/SubMenuUtility',
] as const;
