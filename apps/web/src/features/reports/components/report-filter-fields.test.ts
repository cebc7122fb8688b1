import { describe, expect, it } from 'vitest';
import { reportUsersPath } from '../api/get-report-options';
import { metodeChoice, statusChoice, unchosenText, userOptions } from './report-filter-fields';
import { printedFilters } from './use-report-exports';

const toko = { kode_toko: 'PST', nama_toko: 'Toko Emas Pusat', alamat: '' };

describe('report filters', () => {
  it('offers the statuses and methods the server filters by', () => {
    expect(statusChoice('transaksi-penjualan').options.map((option) => option.value)).toEqual([
      'OK',
      'CANC',
      'SEMUA',
    ]);
    // Named by the words the Status column shows; the value stays the code the server filters by.
    expect(statusChoice('transaksi-penjualan').options.map((option) => option.label)).toEqual([
      'Berlaku',
      'Batal',
      'Semua (Berlaku + Batal)',
    ]);
    // Sales lines: the standing ones unless asked otherwise.
    expect(unchosenText('transaksi-penjualan', 'status')).toBe('Berlaku');
    expect(statusChoice('transaksi-hutang').options).toEqual([
      { value: 'OPEN', label: 'Berjalan' },
      { value: 'LUNAS', label: 'Lunas' },
      { value: 'PERPANJANG', label: 'Diperpanjang' },
      { value: 'LELANG', label: 'Dilelang' },
      { value: 'BATAL', label: 'Batal' },
    ]);
    expect(statusChoice('service-selesai').options).toEqual([
      { value: 'DONE', label: 'Selesai' },
      { value: 'CLOS', label: 'Diambil' },
    ]);
    expect(statusChoice('pesanan').options.map((option) => option.label)).toEqual([
      'Dipesan',
      'Sudah Jadi',
      'Diambil',
      'Batal',
    ]);
    expect(statusChoice('titip-uang').options.map((option) => option.value)).toEqual([
      'OPEN',
      'FINISH',
      'CLOSE',
    ]);
    expect(statusChoice('terima-barang').options.map((option) => option.value)).toEqual([
      'KIRIM',
      'TERIMA',
      'BATAL',
    ]);
    expect(metodeChoice('penjualan-bayar').options.map((option) => option.value)).toContain('TUKAR');
    expect(metodeChoice('keuangan-non-cash').options.map((option) => option.value)).toEqual([
      'TRANSFER',
      'DEBET',
      'CREDIT',
    ]);
    expect(unchosenText('penjualan-bayar', 'metode')).toBe('Semua');
    expect(statusChoice('daftar-member').options.map((option) => option.value)).toEqual([
      'AKTIF',
      'TIDAK AKTIF',
    ]);
    expect(statusChoice('daftar-member').options.map((option) => option.label)).toEqual([
      'Aktif',
      'Tidak Aktif',
    ]);
    expect(unchosenText('daftar-member', 'status')).toBe('Semua Status');
  });

  it('lists Kasir / Valid By from the report options of the report’s shop, not the user-management list', () => {
    expect(reportUsersPath(undefined)).toBe('laporan/options/users');
    expect(reportUsersPath('T2')).toBe('laporan/options/users?kode_toko=T2');
    expect(reportUsersPath('SEMUA')).toBe('laporan/options/users?kode_toko=SEMUA');
    expect(userOptions([{ user_id: 'KASIR', nama: 'Dewi Lestari' }])).toEqual([
      { value: 'KASIR', label: 'KASIR - Dewi Lestari' },
    ]);
  });

  it('names on paper the shop, each filter (chosen or not) and the search', () => {
    const definition = {
      name: 'transaksi-penjualan' as const,
      filters: ['sales' as const, 'status' as const],
    };
    expect(
      printedFilters(
        definition,
        { tgl_from: '2026-11-01', tgl_to: '2026-11-26', filters: { sales: 'S01' }, search: 'CINCIN' },
        { kode_toko: 'PST', toko },
        true,
      ),
    ).toEqual([
      ['Toko', 'PST - Toko Emas Pusat'],
      ['Sales', 'S01'],
      ['Status', 'Berlaku'],
      ['Cari', 'CINCIN'],
    ]);
    // A chosen status is printed as its word too.
    expect(
      printedFilters(
        definition,
        { tgl_from: '2026-11-01', tgl_to: '2026-11-26', filters: { status: 'CANC' } },
        { kode_toko: 'PST', toko },
        false,
      ),
    ).toEqual([
      ['Sales', 'Semua'],
      ['Status', 'Batal'],
    ]);
    expect(
      printedFilters(
        definition,
        { tgl_from: '2026-11-01', tgl_to: '2026-11-26' },
        { kode_toko: 'SEMUA', toko },
        true,
      )[0],
    ).toEqual(['Toko', 'Semua Toko']);
    // Below the owner levels the report is always the user's shop: not repeated.
    expect(
      printedFilters(
        definition,
        { tgl_from: '2026-11-01', tgl_to: '2026-11-26' },
        { kode_toko: 'PST', toko },
        false,
      )[0],
    ).toEqual(['Sales', 'Semua']);
  });
});
