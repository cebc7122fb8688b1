import { describe, expect, it } from 'vitest';
import { formatRentangTanggal, namaHari, titleCaseWords } from './format.ts';

describe('formatRentangTanggal', () => {
  it('reads forward whichever order the dates come in', () => {
    expect(formatRentangTanggal('2026-11-28', '2026-12-28')).toBe('28 November 2026 s/d 28 Desember 2026');
    expect(formatRentangTanggal('2026-12-28', '2026-11-28')).toBe('28 November 2026 s/d 28 Desember 2026');
  });

  it('orders across a year and keeps one day as a one-day period', () => {
    expect(formatRentangTanggal('2027-01-02', '2026-12-31')).toBe('31 Desember 2026 s/d 2 Januari 2027');
    expect(formatRentangTanggal('2026-11-28', '2026-11-28')).toBe('28 November 2026 s/d 28 November 2026');
  });

  it('prints each date with the formatter it is given', () => {
    const short = (iso: string) => iso.split('-').reverse().join('-');
    expect(formatRentangTanggal('2026-11-26', '2026-11-01', short)).toBe('01-11-2026 s/d 26-11-2026');
  });
});

describe('namaHari', () => {
  it('names the day of the week of a calendar date', () => {
    expect(namaHari('2026-11-29')).toBe('Minggu');
    expect(namaHari('2026-11-30')).toBe('Senin');
    expect(namaHari('2027-01-01')).toBe('Jumat');
    expect(namaHari('2024-02-29')).toBe('Kamis');
  });
});

describe('titleCaseWords', () => {
  it('capitalises each word of a code or a printed title', () => {
    expect(titleCaseWords('VALIDASI_PENJUALAN')).toBe('Validasi Penjualan');
    expect(titleCaseWords('kode_barang')).toBe('Kode Barang');
    expect(titleCaseWords('NOTA PENJUALAN')).toBe('Nota Penjualan');
    expect(titleCaseWords('')).toBe('');
  });
});
