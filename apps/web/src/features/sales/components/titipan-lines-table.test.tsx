import { render, screen } from '@testing-library/react';
import type { TitipanLine } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { TitipanLinesTable } from './titipan-lines-table';
import { TitipanStatusTag, TitipanValidTag } from './titipan-status-tag';

const line = (kode: string, berat: number, hargaJual: number, hargaAtribut = 0): TitipanLine => ({
  kode_barcode: kode,
  kode_gudang: 'TOKO',
  kode_baki: 'CC01',
  gudang_sekarang: 'TITIP',
  baki_sekarang: 'TT01',
  kode_group: '750',
  kode_dept: 'CC',
  nama_barang: 'CINCIN BUNGA',
  kadar_cetak: '750',
  berat,
  harga_gram: 1_480_000,
  ongkos: 0,
  harga_atribut: hargaAtribut,
  harga_jual: hargaJual,
});

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('TitipanLinesTable', () => {
  it('shows each piece at its agreed price with the tray it came from, stones only when there are any', () => {
    const { unmount } = render(<TitipanLinesTable items={[line('00000001', 3.27, 5_003_500)]} />);
    expect(headers()).toEqual(['No', 'Barcode', 'Nama Barang', 'Berat (gr)', 'Harga/gr', 'Ongkos', 'Harga']);
    expect(screen.getByText('750 · 750 · baki asal CC01')).toBeTruthy();
    expect(screen.getByText('5,003,500')).toBeTruthy();
    unmount();
    render(<TitipanLinesTable items={[line('00000001', 3.27, 5_253_500, 250_000)]} />);
    expect(headers().slice(-3)).toEqual(['Ongkos', 'Atribut', 'Harga']);
  });

  it('sums pieces, exact grams and rupiah under the list when asked', () => {
    render(
      <TitipanLinesTable
        withTotal
        items={[line('00000001', 0.1, 160_000), line('00000002', 0.2, 296_000, 50_000)]}
      />,
    );
    expect(screen.getByTestId('jumlah-barang').textContent).toBe('2');
    expect(screen.getByTestId('total-berat').textContent).toBe('0.300');
    expect(screen.getByTestId('total-harga').textContent).toBe('Rp 456,000');
  });
});

describe('titipan tags', () => {
  it('names the states as the shop does', () => {
    const { container } = render(
      <>
        <TitipanStatusTag doc={{ status: 'OPEN' }} />
        <TitipanStatusTag doc={{ status: 'FINISH' }} />
        <TitipanStatusTag doc={{ status: 'CLOSE' }} />
        <TitipanValidTag doc={{ status_valid: 'OPEN' }} />
        <TitipanValidTag doc={{ status_valid: 'DONE' }} />
      </>,
    );
    expect([...container.querySelectorAll('.ant-tag')].map((tag) => tag.textContent)).toEqual([
      'Aktif',
      'Selesai',
      'Batal',
      'Belum Validasi',
      'Sudah Validasi',
    ]);
  });
});
