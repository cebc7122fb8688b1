import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEST_PEMBELIAN_NOTA } from '../../test/pembelian-test-data';
import { WEB_TEXTS } from '../../texts';
import type { KondisiPilihan, PembelianCartLine, PricingRules } from './pembelian-cart';
import { PembelianCartTable } from './pembelian-cart-table';

const rules: PricingRules = { pembulatan: 500, roundDown: false, withOngkos: false };
const MULUS: KondisiPilihan = {
  kode_kondisi: 'MULUS',
  nama_kondisi: 'MULUS',
  type_kondisi: 'PERSENTASE',
  persentase: 10,
  rupiah_per_gram: 0,
};

const nota = TEST_PEMBELIAN_NOTA;

const lines: PembelianCartLine[] = [
  {
    key: '00000001',
    nota,
    kode_group: '750',
    kode_dept: 'CC',
    nama_barang: 'CINCIN BUNGA',
    berat: 3_270,
    kondisi: MULUS,
    hargaBeliGram: 0,
    hargaDiketik: null,
  },
  {
    key: 'TB-1',
    kode_group: '700',
    kode_dept: 'KL',
    nama_barang: 'KALUNG RANTAI PUTUS',
    berat: 2_000,
    kondisi: { ...MULUS, kode_kondisi: 'RUSAK', nama_kondisi: 'RUSAK', persentase: 15 },
    hargaBeliGram: 1_290_000,
    hargaDiketik: null,
  },
];

describe('PembelianCartTable', () => {
  it('shows each line’s offer, the otorisasi a line needs and the totals; a typed price goes back per line', () => {
    const onHarga = vi.fn();
    render(
      <PembelianCartTable
        lines={lines}
        rules={rules}
        onHarga={onHarga}
        onEdit={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByTestId('harga-system-00000001').textContent).toBe('4,356,000');
    expect(screen.getByTestId('harga-system-TB-1').textContent).toBe('2,193,000');
    expect(screen.getByTestId('jumlah-barang').textContent).toBe('2');
    expect(screen.getByTestId('total-berat').textContent).toBe('5.270');
    expect(screen.getByTestId('total-harga').textContent).toBe('Rp 6,549,000');
    const table = screen.getByTestId('pembelian-lines');
    expect(within(table).getAllByText(WEB_TEXTS.pembelianCart.tanpaNota)).toHaveLength(1);
    expect(within(table).getByText('TANPA BARCODE')).toBeTruthy();
    expect(within(table).getByText('nota 3.270')).toBeTruthy();

    const input = screen.getByTestId('harga-beli-00000001') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '4,400,000' } });
    expect(onHarga).toHaveBeenLastCalledWith('00000001', 4_400_000);
  });
});
