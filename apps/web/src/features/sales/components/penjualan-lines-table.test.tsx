import { render, screen } from '@testing-library/react';
import type { PenjualanLine } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { PenjualanLinesTable } from './penjualan-lines-table';

const line = (status: PenjualanLine['status'], hargaAtribut = 0): PenjualanLine => ({
  no_faktur_jual: `PST-FJ-261122-0001-${status}`,
  kode_barcode: '00000001',
  kode_gudang: 'TOKO',
  kode_baki: 'LT17',
  kode_group: '750',
  kode_dept: 'CC',
  nama_barang: 'CINCIN CONTOH',
  kadar_cetak: '750',
  berat: 3.27,
  harga_gram: 1_480_000,
  ongkos: 163_500,
  harga_atribut: hargaAtribut,
  harga_system: 5_003_500,
  harga_jual: 5_003_500,
  status,
});

describe('PenjualanLinesTable', () => {
  const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

  it('shows the stones column only when a piece has stones', () => {
    const { unmount } = render(<PenjualanLinesTable items={[line('OK')]} />);
    expect(headers()).not.toContain('Atribut');
    expect(screen.getByText('5,003,500')).toBeTruthy();
    expect(screen.getByText('3.270')).toBeTruthy();
    unmount();
    render(<PenjualanLinesTable items={[line('OK', 250_000)]} />);
    expect(headers().slice(-4)).toEqual(['Ongkos', 'Atribut', 'Harga Jual', 'Status']);
    expect(screen.getByText('250,000')).toBeTruthy();
  });

  it('keeps to the piece and its price when compact', () => {
    render(<PenjualanLinesTable compact items={[line('OK', 250_000)]} />);
    expect(headers()).toEqual([
      'Barcode',
      'Nama Barang',
      'Group / Jenis',
      'Kadar',
      'Berat (gr)',
      'Harga Jual',
      'Status',
    ]);
  });
});
