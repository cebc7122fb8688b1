/**
 * Every `/laporan-{name}` report of SPEC §2 once: its title (read from the menu
 * catalogue), the filters its form offers besides the date range, its columns with the
 * kind that decides how a value is written (grams with 3 decimals, rupiah grouped), which
 * columns the totals row sums, and whether it pages on the server. The server's report
 * registry and the generic report screen both read it.
 */
import { MENU_CATALOGUE, type MenuKey, type MenuNode, menuLeaves } from '../access/menu-catalogue.ts';
import { type StatusKind, statusLabel } from '../texts/status.ts';

export type ReportColumnKind = 'text' | 'date' | 'datetime' | 'count' | 'gram' | 'rupiah' | 'status';

interface ReportColumnBase {
  key: string;
  title: string;
  /** Summed over every row of the query (not only the page) in the totals row. */
  total?: boolean;
  /**
   * The row also carries this field: a link to the screen that shows the value's document
   * (document-link.ts). The page makes the value a link; PDF and Excel keep the value.
   */
  link?: string;
}

/**
 * A column of a report. A `status` column holds a document's stored state (OPEN, CLOS …):
 * rows and totals carry the code, and what a person reads — the page, the PDF, the Excel
 * file — is the word of its kind of document (`statusLabel(statusKind, code)`, decision 036).
 */
export type ReportColumn =
  | (ReportColumnBase & { kind: Exclude<ReportColumnKind, 'status'>; statusKind?: undefined })
  | (ReportColumnBase & { kind: 'status'; statusKind: StatusKind });

/** The title of the column the Excel export adds after each status column, holding the code for integrators. */
export const REPORT_STATUS_CODE_TITLE = 'Kode Status';

/**
 * What a person reads for a value of a column: a status column's word (an unknown code, say
 * of an imported history row, as it came); any other value unchanged.
 */
export function reportStatusText(column: ReportColumn, code: string): string {
  return column.kind === 'status' ? statusLabel(column.statusKind, code) : code;
}

/** The kind of document a report's status column (and so its status filter) is about, if it has one. */
export function reportStatusKind(definition: Pick<ReportDefinition, 'columns'>): StatusKind | undefined {
  return definition.columns.find((column) => column.kind === 'status')?.statusKind;
}

export const REPORT_FILTER_KEYS = [
  'gudang',
  'baki',
  'group',
  'jenis',
  'sales',
  'kasir',
  'valid_by',
  'marketplace',
  'kondisi',
  'status',
  'metode',
] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];

/** The labels of the filter fields, in Indonesian. */
export const REPORT_FILTER_LABELS: Record<ReportFilterKey, string> = {
  gudang: 'Gudang',
  baki: 'Baki',
  group: 'Group',
  jenis: 'Jenis',
  sales: 'Sales',
  kasir: 'Kasir',
  valid_by: 'Valid By',
  marketplace: 'Marketplace',
  kondisi: 'Kondisi',
  status: 'Status',
  metode: 'Metode Bayar',
};

/** The 40 report names of SPEC §2, in its order, then the reports issues added (stock-opname: issue 15). */
export const REPORT_NAMES = [
  'terima-barang-supplier',
  'terima-barang',
  'buku-berlian',
  'penjualan-margin',
  'barang-detail',
  'tambah-barang',
  'timbang-baki',
  'hancur-barang',
  'pindah-barang',
  'barang-sumary',
  'barang-sumary-periode',
  'pesanan',
  'titip-uang',
  'stock-jual',
  'transaksi-penjualan',
  'penjualan-marketplace',
  'barang-tukar',
  'batal-penjualan',
  'penjualan-sales',
  'penjualan-rekap',
  'penjualan-bayar',
  'transaksi-pembelian',
  'transaksi-pembelian-history',
  'batal-pembelian',
  'pembelian-sales',
  'services',
  'batal-service',
  'service-masuk',
  'service-selesai',
  'service-ambil',
  'transaksi-hutang',
  'stock-hutang',
  'hutang-lunas',
  'batal-hutang',
  'transaksi-keuangan-cash',
  'keuangan-non-cash',
  'otorisasi',
  'authorization',
  'eod',
  'daftar-member',
  'stock-opname',
  'selisih-kas',
  'pantauan',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export type ReportGroup =
  | 'Barang'
  | 'Penjualan'
  | 'Pembelian'
  | 'Service'
  | 'Hutang'
  | 'Keuangan'
  | 'Otorisasi'
  | 'EOD'
  | 'Member'
  | 'Pantauan';

export interface ReportDefinition {
  /** The route is `/laporan-${name}`, the menu key `laporan-${name}`, unless `menuKey` says. */
  name: ReportName;
  /** A report that is the list of a screen of its own (Pantauan): that screen's menu item. */
  menuKey?: MenuKey;
  title: string;
  group: ReportGroup;
  /** Besides the date range, which every report has. */
  filters: ReportFilterKey[];
  /** In display order; `total: true` columns are summed in the totals row. */
  columns: ReportColumn[];
  /** Detail reports page on the server; summaries answer all their rows. */
  paged: boolean;
  /**
   * Its data exists but its query is not written yet (issue 12 is delivered in parts):
   * the server answers 404 with `reportPendingMessage`, the screen shows the same text.
   */
  pending?: true;
}

/** Rows a PDF may hold; above it the print call answers 422 suggesting Excel. */
export const REPORT_PDF_ROW_LIMIT = 2000;

// Column builders: the key is the row's field, the title what the header says.
const text = (key: string, title: string): ReportColumn => ({ key, title, kind: 'text' });
const date = (key: string, title: string): ReportColumn => ({ key, title, kind: 'date' });
const datetime = (key: string, title: string): ReportColumn => ({ key, title, kind: 'datetime' });
const count = (key: string, title: string): ReportColumn => ({ key, title, kind: 'count', total: true });
const gram = (key: string, title: string): ReportColumn => ({ key, title, kind: 'gram', total: true });
const rupiah = (key: string, title: string): ReportColumn => ({ key, title, kind: 'rupiah', total: true });
/** A rupiah value that makes no sense summed (a price per gram). */
const rate = (key: string, title: string): ReportColumn => ({ key, title, kind: 'rupiah' });
/** A stored state, shown as the word of its kind of document. */
const status = (key: string, title: string, statusKind: StatusKind): ReportColumn => ({
  key,
  title,
  kind: 'status',
  statusKind,
});

const TANGGAL = date('tanggal', 'Tanggal');
const BARCODE = text('kode_barcode', 'Kode Barcode');
const NAMA_BARANG = text('nama_barang', 'Nama Barang');
const GROUP = text('kode_group', 'Group');
const JENIS = text('kode_dept', 'Jenis');
const GUDANG = text('kode_gudang', 'Gudang');
const BAKI = text('kode_baki', 'Baki');
const BERAT = gram('berat', 'Berat');
const QTY = count('qty', 'Qty');

/**
 * The columns of the stock summary: pieces and grams of the balance and of each movement,
 * as the daily balance rows hold them (barang_saldo). Washing loses weight, never pieces,
 * so `susut` has grams only; without it `akhir` would not follow from the row.
 * `balances` says whether awal and akhir are summed in the totals row: over gudang/baki/group
 * they are, over days (the periode report) a sum of openings means nothing.
 */
function summaryColumns(balances: 'total' | 'no-total'): ReportColumn[] {
  const parts = ['awal', 'in', 'out', 'tambah', 'beli', 'jual', 'hancur', 'susut', 'akhir'];
  return parts.flatMap((part) => {
    const label = part.toUpperCase();
    const columns = [count(`stock_${part}`, `Qty ${label}`), gram(`berat_${part}`, `Berat ${label}`)];
    const shown = part === 'susut' ? columns.slice(1) : columns;
    const balance = part === 'awal' || part === 'akhir';
    return balance && balances === 'no-total' ? shown.map((column) => ({ ...column, total: false })) : shown;
  });
}

type Entry = Omit<ReportDefinition, 'name' | 'title'>;

const ENTRIES: Record<ReportName, Entry> = {
  // Barang
  'terima-barang-supplier': {
    // Penerimaan Barang documents (from a supplier or the head office), one row per piece.
    group: 'Barang',
    filters: ['gudang', 'group'],
    columns: [
      TANGGAL,
      text('no_penerimaan', 'No Penerimaan'),
      text('sumber', 'Sumber'),
      text('nama_supplier', 'Supplier'),
      text('no_faktur_supplier', 'No Faktur Supplier'),
      BARCODE,
      NAMA_BARANG,
      GROUP,
      GUDANG,
      BAKI,
      QTY,
      BERAT,
      text('input_by', 'Input By'),
    ],
    paged: true,
  },
  'terima-barang': {
    // Shipments addressed to the shop; tanggal is the day received or refused, or sent while in transit.
    group: 'Barang',
    filters: ['gudang', 'group', 'status'],
    columns: [
      TANGGAL,
      date('tgl_kirim', 'Tanggal Kirim'),
      text('no_kirim', 'No Kirim'),
      text('dari_toko', 'Dari Toko'),
      text('no_terima', 'No Terima'),
      BARCODE,
      NAMA_BARANG,
      GROUP,
      GUDANG,
      BAKI,
      QTY,
      BERAT,
      status('status', 'Status', 'kirim'),
      text('diterima_by', 'Diterima Oleh'),
    ],
    paged: true,
  },
  'buku-berlian': {
    // One row per stone; the piece's own qty and berat only on its first row, so totals count it once.
    group: 'Barang',
    filters: ['gudang', 'baki', 'group'],
    columns: [
      date('tanggal', 'Tanggal Masuk'),
      BARCODE,
      NAMA_BARANG,
      GROUP,
      GUDANG,
      BAKI,
      text('kadar_cetak', 'Kadar'),
      QTY,
      BERAT,
      text('nama_atribut', 'Atribut'),
      gram('berat_atribut', 'Berat Atribut'),
      rupiah('harga_atribut', 'Harga Atribut'),
      status('status', 'Status', 'barang'),
    ],
    paged: true,
  },
  'penjualan-margin': {
    group: 'Penjualan',
    filters: ['group', 'jenis'],
    columns: [
      GROUP,
      JENIS,
      QTY,
      BERAT,
      rupiah('penjualan', 'Penjualan'),
      rupiah('modal', 'Modal'),
      rupiah('margin', 'Margin'),
    ],
    paged: false,
  },
  'barang-detail': {
    // Each barcode in each place over the period, from the daily balance (Detail = Summary).
    group: 'Barang',
    filters: ['gudang', 'baki', 'group', 'jenis'],
    columns: [
      BARCODE,
      NAMA_BARANG,
      GROUP,
      JENIS,
      GUDANG,
      BAKI,
      text('kadar_cetak', 'Kadar'),
      // Labelled like the Summary's columns; masuk = in + tambah + beli, keluar = out + jual + hancur + susut.
      ...['awal', 'masuk', 'keluar', 'akhir'].flatMap((part) => [
        count(`stock_${part}`, `Qty ${part.toUpperCase()}`),
        gram(`berat_${part}`, `Berat ${part.toUpperCase()}`),
      ]),
      status('status', 'Status', 'barang'),
    ],
    paged: true,
  },
  'tambah-barang': {
    // Every piece added to stock (Tambah Data Barang TB and Penerimaan PN): the balance's `tambah`.
    group: 'Barang',
    filters: ['gudang', 'baki', 'group', 'jenis'],
    columns: [
      TANGGAL,
      text('no_ref', 'No Transaksi'),
      BARCODE,
      NAMA_BARANG,
      GROUP,
      JENIS,
      GUDANG,
      BAKI,
      text('kadar_cetak', 'Kadar'),
      QTY,
      BERAT,
      text('input_by', 'Input By'),
    ],
    paged: true,
  },
  'timbang-baki': {
    // Finished weighings: what the tray should weigh (frozen at the start) beside the scale reading.
    group: 'Barang',
    filters: ['gudang', 'baki'],
    columns: [
      TANGGAL,
      datetime('waktu', 'Waktu'),
      GUDANG,
      BAKI,
      QTY,
      gram('berat_barang', 'Berat Barang'),
      gram('berat_atribut', 'Berat Atribut'),
      gram('berat_plastik', 'Berat Plastik'),
      gram('berat_bandrol', 'Berat Bandrol'),
      gram('berat_baki', 'Berat Baki'),
      gram('berat_seharusnya', 'Berat Seharusnya'),
      gram('berat_timbang', 'Berat Timbang'),
      gram('selisih', 'Selisih'),
      text('hasil', 'Hasil'),
      text('keterangan', 'Keterangan'),
      text('input_by', 'Ditimbang Oleh'),
    ],
    paged: false,
  },
  'hancur-barang': {
    group: 'Barang',
    filters: ['gudang', 'baki', 'group'],
    columns: [
      TANGGAL,
      text('no_hancur', 'No Hancur'),
      BARCODE,
      NAMA_BARANG,
      GROUP,
      GUDANG,
      BAKI,
      text('kode_kondisi', 'Kondisi'),
      QTY,
      BERAT,
      text('keterangan', 'Keterangan'),
      text('otorisasi_by', 'Otorisasi'),
      text('input_by', 'Input By'),
    ],
    paged: true,
  },
  'pindah-barang': {
    // Pindah Barang and Pindah Satu Baki (PB receipts); gudang and baki match either end.
    group: 'Barang',
    filters: ['gudang', 'baki', 'group'],
    columns: [
      TANGGAL,
      text('no_pindah', 'No Pindah'),
      BARCODE,
      NAMA_BARANG,
      GROUP,
      text('gudang_asal', 'Gudang Asal'),
      text('baki_asal', 'Baki Asal'),
      text('gudang_tujuan', 'Gudang Tujuan'),
      text('baki_tujuan', 'Baki Tujuan'),
      QTY,
      BERAT,
      text('input_by', 'Input By'),
    ],
    paged: true,
  },
  'barang-sumary': {
    group: 'Barang',
    filters: ['gudang', 'baki', 'group'],
    columns: [GUDANG, BAKI, GROUP, ...summaryColumns('total')],
    paged: false,
  },
  // The same balance day by day: one row per day per gudang/baki/group (paged, a year of
  // trays runs to thousands of rows).
  'barang-sumary-periode': {
    group: 'Barang',
    filters: ['gudang', 'baki', 'group'],
    columns: [TANGGAL, GUDANG, BAKI, GROUP, ...summaryColumns('no-total')],
    paged: true,
  },
  // One row per order by the day it was taken; a made one shows its piece's real weight,
  // a collected one what its sale charged (decision 018).
  pesanan: {
    group: 'Penjualan',
    filters: ['sales', 'status'],
    columns: [
      TANGGAL,
      text('no_pesanan', 'No Pesanan'),
      text('nama_customer', 'Customer'),
      text('no_hp', 'No HP'),
      text('kode_sales', 'Sales'),
      text('kode_group', 'Kategori'),
      text('deskripsi', 'Deskripsi'),
      gram('berat', 'Berat Estimasi'),
      date('tgl_selesai', 'Estimasi Selesai'),
      rupiah('total', 'Estimasi'),
      rupiah('dp', 'DP'),
      rupiah('sisa', 'Sisa'),
      text('kode_barcode', 'Barang Jadi'),
      gram('berat_jadi', 'Berat Jadi'),
      rupiah('harga_jual', 'Harga Jual'),
      status('status', 'Status', 'pesanan'),
      text('valid_by', 'Valid By'),
    ],
    paged: true,
  },
  'titip-uang': {
    group: 'Penjualan',
    filters: ['sales', 'status'],
    columns: [
      TANGGAL,
      text('no_titip', 'No Titip'),
      text('nama_customer', 'Customer'),
      text('kode_sales', 'Sales'),
      QTY,
      BERAT,
      rupiah('harga', 'Harga'),
      rupiah('ongkos', 'Ongkos'),
      rupiah('dp', 'DP'),
      rupiah('sisa', 'Sisa'),
      status('status', 'Status', 'titipan'),
      text('valid_by', 'Valid By'),
    ],
    paged: true,
  },
  'stock-opname': {
    // Each finished opname's pieces (decision 023): the totals row sums pieces and grams per result.
    group: 'Barang',
    filters: ['gudang', 'baki', 'group'],
    columns: [
      TANGGAL,
      text('no_opname', 'No Opname'),
      text('jenis', 'Jenis Opname'),
      BARCODE,
      NAMA_BARANG,
      GROUP,
      GUDANG,
      BAKI,
      QTY,
      gram('berat', 'Berat'),
      count('qty_ditemukan', 'Ditemukan'),
      count('qty_hilang', 'Hilang'),
      gram('berat_hilang', 'Berat Hilang'),
      count('qty_tidak_terduga', 'Bukan Di Tempatnya'),
      gram('berat_scan', 'Berat Timbang'),
      gram('selisih', 'Selisih Berat'),
      text('hasil', 'Hasil'),
    ],
    paged: true,
  },
  'stock-jual': {
    group: 'Barang',
    filters: ['gudang', 'baki', 'group', 'jenis'],
    columns: [JENIS, BAKI, GROUP, QTY, BERAT],
    paged: false,
  },
  'transaksi-penjualan': {
    group: 'Penjualan',
    filters: ['sales', 'kasir', 'valid_by', 'marketplace', 'group', 'status'],
    columns: [
      TANGGAL,
      text('no_faktur_jual', 'No Nota'),
      BARCODE,
      NAMA_BARANG,
      GROUP,
      BERAT,
      rate('harga_gram', 'Harga/Gram'),
      rupiah('ongkos', 'Ongkos'),
      rupiah('harga_jual', 'Total'),
      text('nama_customer', 'Customer'),
      text('kode_marketplace', 'Marketplace'),
      text('kode_sales', 'Sales'),
      text('input_by', 'Kasir'),
      text('valid_by', 'Valid By'),
      status('status', 'Status', 'penjualan'),
    ],
    paged: true,
  },
  'penjualan-marketplace': {
    group: 'Penjualan',
    filters: ['marketplace'],
    columns: [
      TANGGAL,
      text('kode_marketplace', 'Marketplace'),
      count('jumlah_nota', 'Jumlah Nota'),
      QTY,
      BERAT,
      rupiah('total', 'Total'),
    ],
    paged: false,
  },
  'barang-tukar': {
    group: 'Penjualan',
    filters: ['group', 'kondisi'],
    columns: [
      TANGGAL,
      text('no_faktur_beli', 'No Pembelian'),
      text('no_faktur_group_jual', 'No Penjualan'),
      BARCODE,
      NAMA_BARANG,
      GROUP,
      BERAT,
      rupiah('harga', 'Harga Tukar'),
      text('kode_kondisi', 'Kondisi'),
    ],
    paged: true,
  },
  'batal-penjualan': {
    group: 'Penjualan',
    filters: ['sales', 'group'],
    columns: [
      TANGGAL,
      text('no_faktur_jual', 'No Nota'),
      BARCODE,
      NAMA_BARANG,
      GROUP,
      BERAT,
      rupiah('harga_jual', 'Total'),
      text('kode_sales', 'Sales'),
      text('alasan', 'Alasan'),
      text('otorisasi_by', 'Otorisasi'),
      text('batal_by', 'Dibatalkan Oleh'),
      datetime('batal_at', 'Waktu Batal'),
    ],
    paged: true,
  },
  'penjualan-sales': {
    group: 'Penjualan',
    filters: ['sales'],
    columns: [
      text('kode_sales', 'Kode Sales'),
      text('nama_sales', 'Nama Sales'),
      count('jumlah_nota', 'Jumlah Nota'),
      QTY,
      BERAT,
      rupiah('total', 'Total'),
    ],
    paged: false,
  },
  'penjualan-rekap': {
    group: 'Penjualan',
    filters: [],
    columns: [
      TANGGAL,
      rupiah('penjualan', 'Penjualan'),
      rupiah('pengganti', 'Pengganti'),
      rupiah('ongkos', 'Ongkos'),
      rupiah('dpp', 'DPP'),
      rupiah('ppn', 'PPN'),
    ],
    paged: false,
  },
  'penjualan-bayar': {
    group: 'Penjualan',
    filters: ['metode'],
    columns: [
      text('metode', 'Metode'),
      count('jumlah_nota', 'Jumlah Nota'),
      rupiah('nominal', 'Nominal'),
      rupiah('fee', 'Fee'),
      rupiah('total', 'Total + Fee'),
    ],
    paged: false,
  },
  // Pembelian
  'transaksi-pembelian': {
    group: 'Pembelian',
    filters: ['group', 'kondisi', 'valid_by', 'sales'],
    columns: [
      TANGGAL,
      text('no_faktur_beli', 'No Pembelian'),
      BARCODE,
      NAMA_BARANG,
      GROUP,
      text('kode_kondisi', 'Kondisi'),
      gram('berat_nota', 'Berat Nota'),
      BERAT,
      rupiah('harga_nota', 'Harga Nota'),
      rupiah('potongan', 'Potongan'),
      rupiah('harga', 'Harga'),
      text('nama_customer', 'Customer'),
      text('kode_sales', 'Sales'),
      text('input_by', 'Kasir'),
      text('valid_by', 'Valid By'),
    ],
    paged: true,
  },
  'transaksi-pembelian-history': {
    group: 'Pembelian',
    filters: ['group', 'sales'],
    columns: [
      TANGGAL,
      text('no_faktur_beli', 'No Pembelian'),
      date('tgl_jual', 'Tanggal Jual'),
      text('no_faktur_jual', 'No Penjualan'),
      BARCODE,
      NAMA_BARANG,
      gram('berat_jual', 'Berat Jual'),
      BERAT,
      rupiah('harga_jual', 'Harga Jual'),
      rupiah('harga', 'Harga Beli'),
      rupiah('selisih', 'Selisih'),
    ],
    paged: true,
  },
  'batal-pembelian': {
    group: 'Pembelian',
    filters: ['group', 'sales'],
    columns: [
      TANGGAL,
      text('no_faktur_beli', 'No Pembelian'),
      BARCODE,
      NAMA_BARANG,
      GROUP,
      BERAT,
      rupiah('harga', 'Harga'),
      text('kode_sales', 'Sales'),
      text('alasan', 'Alasan'),
      text('otorisasi_by', 'Otorisasi'),
      text('batal_by', 'Dibatalkan Oleh'),
      datetime('batal_at', 'Waktu Batal'),
    ],
    paged: true,
  },
  'pembelian-sales': {
    group: 'Pembelian',
    filters: ['sales'],
    columns: [
      text('kode_sales', 'Kode Sales'),
      text('nama_sales', 'Nama Sales'),
      count('jumlah_nota', 'Jumlah Nota'),
      QTY,
      BERAT,
      rupiah('total', 'Total'),
    ],
    paged: false,
  },
  // Service: repairs of the customers' own pieces (decision 019), one row per document; the
  // pieces' names are joined, their weights (in and after the repair) summed.
  services: {
    // Every service taken in during the period (tgl_system), whatever became of it.
    group: 'Service',
    filters: ['status', 'sales'],
    columns: [
      TANGGAL,
      text('no_service', 'No Service'),
      text('nama_customer', 'Customer'),
      text('nama_barang', 'Barang'),
      QTY,
      BERAT,
      gram('berat_selesai', 'Berat Selesai'),
      text('kode_tukang', 'Tukang'),
      date('tgl_selesai_estimasi', 'Estimasi Selesai'),
      rupiah('ongkos', 'Ongkos'),
      rupiah('dp', 'DP'),
      rupiah('sisa', 'Sisa'),
      rupiah('biaya_tukang', 'Biaya Tukang'),
      text('kode_sales', 'Sales'),
      status('status', 'Status', 'service'),
    ],
    paged: true,
  },
  'service-masuk': {
    // Taken in during the period (tgl_system), not cancelled (those are Batal Service).
    group: 'Service',
    filters: ['sales', 'kasir', 'valid_by'],
    columns: [
      TANGGAL,
      text('jam', 'Jam'),
      text('no_service', 'No Service'),
      text('nama_customer', 'Customer'),
      text('no_hp', 'No HP'),
      text('nama_barang', 'Barang'),
      text('kerusakan', 'Kerusakan'),
      QTY,
      BERAT,
      text('kode_tukang', 'Tukang'),
      date('tgl_selesai_estimasi', 'Estimasi Selesai'),
      rupiah('ongkos', 'Ongkos'),
      rupiah('dp', 'DP'),
      rupiah('sisa', 'Sisa'),
      text('kode_sales', 'Sales'),
      text('input_by', 'Kasir'),
      text('valid_by', 'Valid By'),
    ],
    paged: true,
  },
  'service-selesai': {
    // Finished by the tukang during the period (tgl_selesai), collected or still waiting.
    group: 'Service',
    filters: ['status'],
    columns: [
      TANGGAL,
      text('no_service', 'No Service'),
      date('tgl_masuk', 'Tanggal Masuk'),
      text('nama_customer', 'Customer'),
      text('nama_barang', 'Barang'),
      text('kode_tukang', 'Tukang'),
      QTY,
      gram('berat', 'Berat Masuk'),
      gram('berat_selesai', 'Berat Selesai'),
      gram('selisih_berat', 'Selisih Berat'),
      rupiah('ongkos', 'Ongkos'),
      rupiah('biaya_tukang', 'Biaya Tukang'),
      text('selesai_by', 'Diselesaikan Oleh'),
      status('status', 'Status', 'service'),
    ],
    paged: true,
  },
  'service-ambil': {
    // Collected during the period (tgl_ambil): DP + the remainder paid then = ongkos, and
    // what the shop keeps after the tukang's cost.
    group: 'Service',
    filters: ['kasir'],
    columns: [
      TANGGAL,
      text('jam', 'Jam'),
      text('no_service', 'No Service'),
      date('tgl_masuk', 'Tanggal Masuk'),
      text('nama_customer', 'Customer'),
      text('nama_barang', 'Barang'),
      QTY,
      gram('berat_selesai', 'Berat'),
      rupiah('dp', 'DP'),
      rupiah('sisa', 'Pelunasan'),
      rupiah('ongkos', 'Ongkos'),
      rupiah('biaya_tukang', 'Biaya Tukang'),
      rupiah('margin', 'Margin'),
      text('kode_tukang', 'Tukang'),
      text('ambil_by', 'Kasir'),
    ],
    paged: true,
  },
  'batal-service': {
    // Cancelled services of the period (a cancel is same-day, so its date is the document's):
    // who asked, who authorised it, why, and the DP refunded (only a validated DP was booked).
    group: 'Service',
    filters: ['sales'],
    columns: [
      TANGGAL,
      text('no_service', 'No Service'),
      text('nama_customer', 'Customer'),
      text('nama_barang', 'Barang'),
      QTY,
      BERAT,
      rupiah('ongkos', 'Ongkos'),
      rupiah('dp', 'DP'),
      rupiah('refund', 'Refund'),
      text('kode_sales', 'Sales'),
      text('alasan', 'Alasan'),
      text('otorisasi_by', 'Otorisasi'),
      text('batal_by', 'Dibatalkan Oleh'),
      datetime('batal_at', 'Waktu Batal'),
    ],
    paged: true,
  },
  // Hutang (built with the Hutang area)
  // Hutang (decision 020). Loans by the day they were made, whatever became of them.
  'transaksi-hutang': {
    group: 'Hutang',
    filters: ['sales', 'kasir', 'valid_by', 'status'],
    columns: [
      TANGGAL,
      text('no_hutang', 'No Hutang'),
      text('nama_customer', 'Customer'),
      text('nik', 'NIK'),
      QTY,
      BERAT,
      rupiah('nilai_taksiran', 'Nilai Taksiran'),
      rupiah('pokok', 'Pokok'),
      text('bunga', 'Bunga / Bulan'),
      date('tgl_jatuh_tempo', 'Jatuh Tempo'),
      text('no_hutang_lama', 'Perpanjangan Dari'),
      status('status', 'Status', 'hutang'),
      text('input_by', 'Kasir'),
      text('valid_by', 'Valid By'),
    ],
    paged: true,
  },
  // The gold held in pledge at the end of the period: each loan standing that day, its
  // pieces valued at that day's buy price beside the principal lent on them.
  'stock-hutang': {
    group: 'Hutang',
    filters: ['sales'],
    columns: [
      TANGGAL,
      text('no_hutang', 'No Hutang'),
      text('nama_customer', 'Customer'),
      date('tgl_jatuh_tempo', 'Jatuh Tempo'),
      QTY,
      BERAT,
      rupiah('pokok', 'Pokok'),
      rupiah('nilai_taksiran', 'Nilai Saat Gadai'),
      rupiah('nilai_hari_ini', 'Nilai Hari Ini'),
      rupiah('selisih', 'Nilai - Pokok'),
    ],
    paged: true,
  },
  // Redemptions by the day they were paid: the interest of the last period and all the
  // interest the loan earned.
  'hutang-lunas': {
    group: 'Hutang',
    filters: ['kasir', 'valid_by'],
    columns: [
      TANGGAL,
      text('no_bayar', 'No Bayar'),
      text('no_hutang', 'No Hutang'),
      text('nama_customer', 'Customer'),
      date('tgl_hutang', 'Tanggal Hutang'),
      count('hari', 'Hari'),
      QTY,
      BERAT,
      rupiah('pokok', 'Pokok'),
      rupiah('bunga', 'Bunga Lunas'),
      rupiah('bunga_total', 'Total Bunga'),
      rupiah('total', 'Dibayar'),
      text('input_by', 'Kasir'),
      text('valid_by', 'Valid By'),
    ],
    paged: true,
  },
  // Cancelled loans and cancelled payments, each with who asked, who consented and why.
  'batal-hutang': {
    group: 'Hutang',
    filters: [],
    columns: [
      TANGGAL,
      text('no_transaksi', 'No Transaksi'),
      text('jenis', 'Jenis'),
      text('no_hutang', 'No Hutang'),
      text('nama_customer', 'Customer'),
      rupiah('jumlah', 'Jumlah'),
      rupiah('refund', 'Dikembalikan'),
      text('alasan', 'Alasan'),
      text('otorisasi_by', 'Otorisasi'),
      text('batal_by', 'Dibatalkan Oleh'),
    ],
    paged: true,
  },
  // Keuangan
  // The till's cash book (akun KAS, CASH rows; money of the bank accounts is keuangan-non-cash):
  // each ledger row in booking order with the till's balance before (awal) and after (akhir)
  // it, like the paper buku kas, opened by a SALDO AWAL row per shop. Per row, not per day or
  // per kategori, because the receipt number is what a shop checks a cash count against; a
  // day's akhir is its last row's, and only masuk and keluar add up in the totals row.
  'transaksi-keuangan-cash': {
    group: 'Keuangan',
    filters: ['kasir'],
    columns: [
      TANGGAL,
      text('kategori', 'Kategori'),
      text('deskripsi', 'No Transaksi'),
      text('keterangan', 'Keterangan'),
      text('input_by', 'User'),
      rate('awal', 'Saldo Awal'),
      rupiah('masuk', 'Masuk'),
      rupiah('keluar', 'Keluar'),
      rate('akhir', 'Saldo Akhir'),
    ],
    paged: true,
  },
  'keuangan-non-cash': {
    group: 'Keuangan',
    filters: ['metode'],
    columns: [
      TANGGAL,
      text('jenis', 'Jenis'),
      text('no_rekening', 'Rekening / Bank'),
      text('deskripsi', 'No Transaksi'),
      rupiah('masuk', 'Uang Masuk'),
      rupiah('fee', 'Fee'),
      rupiah('masuk_fee', 'Masuk + Fee'),
    ],
    paged: true,
  },
  // Hitung Kas (issue 29): each shop's count of each day, what the book said, the difference
  // posted as SELISIH KAS and who authorised it. Only the difference adds up: a sum of the
  // days' drawers means nothing.
  'selisih-kas': {
    group: 'Keuangan',
    filters: ['kasir'],
    columns: [
      TANGGAL,
      datetime('dihitung_at', 'Waktu Hitung'),
      text('dihitung_oleh', 'Dihitung Oleh'),
      { key: 'hitungan_ke', title: 'Hitungan Ke', kind: 'count' },
      rate('kas_buku', 'Kas Buku'),
      rate('jumlah_hitung', 'Uang Dihitung'),
      rupiah('selisih', 'Selisih'),
      text('otorisasi_oleh', 'Otorisasi'),
      text('alasan', 'Alasan'),
      text('no_ref', 'No Transaksi'),
    ],
    paged: true,
  },
  // Pantauan (issue 29): every exception of the period, each kind one source, the kind as a
  // status so the list filters and prints it by its name. The screen is /pantauan, for owner
  // levels only (its menu item is fullAccessOnly).
  pantauan: {
    group: 'Pantauan',
    menuKey: 'pantauan',
    filters: ['status', 'kasir'],
    columns: [
      TANGGAL,
      datetime('waktu', 'Waktu'),
      status('jenis', 'Jenis', 'pantauan'),
      { ...text('no_ref', 'No Transaksi'), link: 'tautan' },
      text('pelaku', 'User'),
      text('otorisasi_oleh', 'Otorisasi'),
      rupiah('nilai', 'Nilai'),
      gram('berat', 'Berat'),
      text('keterangan', 'Keterangan'),
    ],
    paged: true,
  },
  // Otorisasi
  otorisasi: otorisasiEntry(),
  authorization: otorisasiEntry(),
  // EOD: the summary each closing stored for its shop and day (eod_summary), line by line
  // in reading order: stock per group, cash per kategori and method, balances per account,
  // documents by state, pledged gold, the day's prices. The lines hold different things
  // (pieces and loans, balances and movements), so no column adds up in a totals row.
  eod: {
    group: 'EOD',
    filters: [],
    columns: [
      TANGGAL,
      text('bagian', 'Bagian'),
      text('uraian', 'Uraian'),
      { key: 'qty', title: 'Qty', kind: 'count' },
      { key: 'berat', title: 'Berat', kind: 'gram' },
      rate('awal', 'Awal'),
      rate('masuk', 'Masuk'),
      rate('keluar', 'Keluar'),
      rate('saldo', 'Saldo'),
    ],
    paged: true,
  },
  // Member
  'daftar-member': {
    group: 'Member',
    filters: ['status'],
    columns: [
      text('kode_member', 'Kode Member'),
      text('nama_member', 'Nama'),
      text('no_hp', 'No HP'),
      text('alamat', 'Alamat'),
      text('kota', 'Kota'),
      date('tgl_lahir', 'Tanggal Lahir'),
      text('nik', 'NIK'),
      date('tgl_daftar', 'Tanggal Daftar'),
      count('poin', 'Poin'),
      status('status', 'Status', 'member'),
    ],
    paged: true,
  },
};

function otorisasiEntry(): Entry {
  return {
    group: 'Otorisasi',
    filters: [],
    columns: [
      datetime('waktu', 'Waktu'),
      text('alasan', 'Otorisasi'),
      text('no_transaksi', 'No Transaksi'),
      BARCODE,
      text('diminta_oleh', 'Diminta Oleh'),
      text('disetujui_oleh', 'Disetujui Oleh'),
      text('keterangan', 'Keterangan'),
    ],
    paged: true,
  };
}

/** The menu item of every report, for its title: the menu catalogue is the one source. */
const MENU_TITLES = new Map(
  menuLeaves(MENU_CATALOGUE as readonly MenuNode[]).map((leaf) => [leaf.key, leaf.title]),
);

export const REPORTS: readonly ReportDefinition[] = REPORT_NAMES.map((name) => {
  const menuKey = ENTRIES[name].menuKey ?? `laporan-${name}`;
  const title = MENU_TITLES.get(menuKey);
  if (!title) throw new Error(`${menuKey} tidak ada di katalog menu`);
  return { name, title, ...ENTRIES[name] };
});

const BY_NAME = new Map<string, ReportDefinition>(REPORTS.map((report) => [report.name, report]));

export function reportByName(name: string): ReportDefinition | undefined {
  return BY_NAME.get(name);
}

/** The menu key that grants a report: its own screen's, or `laporan-{name}`. */
export function reportMenuKey(name: ReportName): MenuKey {
  return ENTRIES[name].menuKey ?? (`laporan-${name}` as MenuKey);
}
