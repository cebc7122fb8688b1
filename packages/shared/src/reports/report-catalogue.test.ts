import { describe, expect, it } from 'vitest';
import { menuLeaves } from '../access/menu-catalogue.ts';
import { STATUS_HUTANG } from '../debts/hutang.schemas.ts';
import { STATUS_BARANG } from '../goods/goods.schemas.ts';
import { STATUS_KIRIM } from '../goods/kirim-barang.schemas.ts';
import { STATUS_MEMBER } from '../members/members.schemas.ts';
import { STATUS_PESANAN } from '../orders/pesanan.schemas.ts';
import { PANTAUAN_JENIS_KODE } from '../pantauan/pantauan-jenis.ts';
import { STATUS_PENJUALAN } from '../sales/penjualan.schemas.ts';
import { STATUS_TITIPAN } from '../sales/titipan.schemas.ts';
import { STATUS_SERVICE } from '../services/service.schemas.ts';
import { status } from '../texts/status.ts';
import {
  REPORT_FILTER_KEYS,
  REPORT_NAMES,
  REPORTS,
  type ReportColumn,
  type ReportName,
  reportByName,
  reportMenuKey,
  reportStatusKind,
  reportStatusText,
} from './report-catalogue.ts';

/**
 * What each report's SQL source (apps/server/src/modules/reports/sources) puts in its Status
 * column, as far as it can be read without running it: the table and column it selects, and
 * the enum of that column's states. A status column added to a report needs its line here.
 */
const SOURCE_STATES: Partial<Record<ReportName, readonly string[]>> = {
  // kirim_barang.status of the shipments addressed to the shop.
  'terima-barang': STATUS_KIRIM,
  // barang.status of the piece (barang-detail: KIRIM for a piece since sent away).
  'buku-berlian': STATUS_BARANG,
  'barang-detail': STATUS_BARANG,
  // pesanan.status of the order's header.
  pesanan: STATUS_PESANAN,
  // titipan.status of the deposit.
  'titip-uang': STATUS_TITIPAN,
  // penjualan_detail.status: the line's standing (OK) or cancellation (CANC).
  'transaksi-penjualan': STATUS_PENJUALAN,
  // service.status; service-selesai only the finished ones (DONE, CLOS).
  services: STATUS_SERVICE,
  'service-selesai': ['DONE', 'CLOS'],
  // hutang.status of the loan.
  'transaksi-hutang': STATUS_HUTANG,
  // AKTIF / TIDAK AKTIF from member.status_aktif.
  'daftar-member': STATUS_MEMBER,
  // The kind of each exception, as the union of Pantauan's sources names it.
  pantauan: PANTAUAN_JENIS_KODE,
};

const statusColumns = (report: { columns: readonly ReportColumn[] }) =>
  report.columns.filter((column) => column.kind === 'status');

describe('report catalogue', () => {
  it('holds the 40 reports of SPEC §2, Laporan Stock Opname, Laporan Selisih Kas and Pantauan, each a leaf of the menu', () => {
    expect(REPORTS).toHaveLength(43);
    const leaves = menuLeaves().filter((leaf) => leaf.key.startsWith('laporan-') || leaf.key === 'pantauan');
    expect(new Set(REPORTS.map((report) => reportMenuKey(report.name)))).toEqual(
      new Set(leaves.map((leaf) => leaf.key)),
    );
    // Pantauan's list is a report, granted (to owner levels only) by its own screen's item.
    expect(reportMenuKey('pantauan')).toBe('pantauan');
  });

  it('takes each title from the menu catalogue', () => {
    const titles = new Map(menuLeaves().map((leaf) => [leaf.key, leaf.title]));
    for (const report of REPORTS) expect(report.title).toBe(titles.get(reportMenuKey(report.name)));
    expect(reportByName('transaksi-penjualan')?.title).toBe('Laporan Transaksi Penjualan');
  });

  it('gives every report distinct column keys, known filters and no total on text or date', () => {
    for (const report of REPORTS) {
      const keys = report.columns.map((column) => column.key);
      expect(new Set(keys).size, report.name).toBe(keys.length);
      expect(keys, report.name).not.toContain('kode_toko');
      for (const filter of report.filters) expect(REPORT_FILTER_KEYS).toContain(filter);
      for (const column of report.columns) {
        if (column.total)
          expect(['count', 'gram', 'rupiah'], `${report.name}.${column.key}`).toContain(column.kind);
      }
    }
  });

  it('builds the sales and buyback reports in this part', () => {
    const ready = REPORTS.filter((report) => !report.pending).map((report) => report.name);
    expect(ready).toEqual(
      expect.arrayContaining([
        'transaksi-penjualan',
        'batal-penjualan',
        'penjualan-sales',
        'penjualan-bayar',
        'titip-uang',
        'penjualan-marketplace',
        'penjualan-margin',
        'penjualan-rekap',
        // The Barang movement reports.
        'terima-barang-supplier',
        'terima-barang',
        'tambah-barang',
        'barang-detail',
        'buku-berlian',
        'timbang-baki',
        'hancur-barang',
        'pindah-barang',
        // The Hutang reports (issue 14).
        'transaksi-hutang',
        'stock-hutang',
        'hutang-lunas',
        'batal-hutang',
        // The Pesanan and Service reports (issue 13).
        'pesanan',
        'services',
        'batal-service',
        'service-masuk',
        'service-selesai',
        'service-ambil',
      ]),
    );
    expect(REPORT_NAMES).toContain('barang-sumary');
  });

  it('shows every Status column in words: its kind of document has a word for each state its source gives', () => {
    const withStatus = REPORTS.filter((report) => statusColumns(report).length > 0).map(
      (report) => report.name,
    );
    expect(withStatus.sort()).toEqual(Object.keys(SOURCE_STATES).sort());
    for (const report of REPORTS) {
      // No column left printing a stored state as its code.
      for (const column of report.columns) {
        if (column.key === 'status' || column.title === 'Status') {
          expect(column.kind, `${report.name}.${column.key}`).toBe('status');
        }
      }
      // A status filter offers the words of the report's Status column.
      if (report.filters.includes('status')) expect(reportStatusKind(report), report.name).toBeDefined();
      for (const column of statusColumns(report)) {
        const words = status[column.statusKind as keyof typeof status] as Record<string, string>;
        for (const code of SOURCE_STATES[report.name] ?? []) {
          expect(words[code], `${report.name}: ${column.statusKind}.${code}`).toBeTruthy();
          expect(reportStatusText(column, code)).toBe(words[code]);
          expect(reportStatusText(column, code)).not.toBe(code);
        }
      }
    }
  });

  it('reads each report’s state in the words of its own kind of document', () => {
    const word = (name: ReportName, code: string) => {
      const [column] = statusColumns(reportByName(name) ?? { columns: [] });
      if (!column) throw new Error(`${name} tanpa kolom Status`);
      return reportStatusText(column, code);
    };
    // The same code, different words: OPEN on a loan, an order, a repair and a deposit.
    expect(word('transaksi-hutang', 'OPEN')).toBe('Berjalan');
    expect(word('pesanan', 'OPEN')).toBe('Dipesan');
    expect(word('services', 'OPEN')).toBe('Dikerjakan');
    expect(word('titip-uang', 'OPEN')).toBe('Aktif');
    expect(word('service-selesai', 'CLOS')).toBe('Diambil');
    expect(word('transaksi-penjualan', 'CANC')).toBe('Batal');
    expect(word('terima-barang', 'BATAL')).toBe('Ditolak');
    expect(word('barang-detail', 'TERJUAL')).toBe('Terjual');
    expect(word('daftar-member', 'TIDAK AKTIF')).toBe('Tidak Aktif');
    // An unknown code (an imported history row) is shown as it came; other columns are untouched.
    expect(word('transaksi-hutang', 'GADAI LAMA')).toBe('GADAI LAMA');
    expect(reportStatusText({ key: 'no_hutang', title: 'No Hutang', kind: 'text' }, 'OPEN')).toBe('OPEN');
    expect(reportStatusKind(reportByName('services') ?? { columns: [] })).toBe('service');
    expect(reportStatusKind(reportByName('stock-hutang') ?? { columns: [] })).toBeUndefined();
  });

  it('answers undefined for a name that is not a report', () => {
    expect(reportByName('gaji-karyawan')).toBeUndefined();
  });
});
