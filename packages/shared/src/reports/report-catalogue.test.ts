import { describe, expect, it } from 'vitest';
import { menuLeaves } from '../access/menu-catalogue.ts';
import {
  REPORT_FILTER_KEYS,
  REPORT_NAMES,
  REPORTS,
  reportByName,
  reportMenuKey,
} from './report-catalogue.ts';

describe('report catalogue', () => {
  it('holds the 40 reports of SPEC §2 and Laporan Stock Opname, each a leaf of the menu under Laporan', () => {
    expect(REPORTS).toHaveLength(41);
    const leaves = menuLeaves().filter((leaf) => leaf.key.startsWith('laporan-'));
    expect(new Set(REPORTS.map((report) => reportMenuKey(report.name)))).toEqual(
      new Set(leaves.map((leaf) => leaf.key)),
    );
  });

  it('takes each title from the menu catalogue', () => {
    const titles = new Map(menuLeaves().map((leaf) => [leaf.key, leaf.title]));
    for (const report of REPORTS) expect(report.title).toBe(titles.get(`laporan-${report.name}`));
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

  it('answers undefined for a name that is not a report', () => {
    expect(reportByName('gaji-karyawan')).toBeUndefined();
  });
});
