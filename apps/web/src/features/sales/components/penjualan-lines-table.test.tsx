import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testPenjualanLine } from '../../../test/penjualan-test-data';
import { PenjualanLinesTable } from './penjualan-lines-table';

const line = testPenjualanLine;

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
