import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KirimBarangDoc } from '@toko/shared';
import { describe, expect, it, vi } from 'vitest';
import { KirimTerimaForm } from './kirim-terima-form';

vi.mock('../../../lib/api-client', () => ({ api: { get: vi.fn().mockResolvedValue([]) } }));

const line = (kode: string) => ({
  kode_barcode: kode,
  nama_barang: `CINCIN ${kode}`,
  kode_group: '750',
  kode_dept: 'CC',
  kode_gudang: 'TOKO',
  kode_baki: 'LT17',
  kadar_cetak: '750',
  stock: 1,
  berat: 2.5,
});

const doc: KirimBarangDoc = {
  no_kirim: 'PST-KB-260102-0001',
  tgl_kirim: '2026-01-02',
  kode_toko_asal: 'PST',
  kode_toko_tujuan: 'T2',
  status: 'KIRIM',
  keterangan: '',
  jumlah: 2,
  berat: 5,
  created_by: 'OWNER',
  tgl_terima: null,
  no_terima: null,
  diterima_by: null,
  alasan_tolak: null,
  items: [line('00000001'), line('00000002')],
};

describe('KirimTerimaForm', () => {
  it('refuses barcodes outside the shipment and allows Terima only when every piece is scanned', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <KirimTerimaForm doc={doc} sending={false} onTerima={vi.fn()} onTolak={vi.fn()} onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    const input = screen.getByTestId('scan-input');
    const terima = screen.getByTestId('terima');
    expect(terima.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('terima-missing').textContent).toContain('00000001, 00000002');

    await userEvent.type(input, '9{Enter}');
    expect(
      await screen.findByText('Barang 00000009 bukan bagian dari kiriman PST-KB-260102-0001'),
    ).toBeTruthy();
    await userEvent.type(input, '1{Enter}');
    await userEvent.type(input, '1{Enter}');
    expect(await screen.findByText('Barang 00000001 sudah discan')).toBeTruthy();
    expect(screen.getByTestId('terima-missing').textContent).toContain('Belum discan (1): 00000002');
    expect(terima.hasAttribute('disabled')).toBe(true);

    await userEvent.type(input, '00000002{Enter}');
    expect(screen.getByTestId('terima-progress').textContent).toBe('Sudah discan 2 dari 2 barang');
    expect(screen.queryByTestId('terima-missing')).toBeNull();
    expect(terima.hasAttribute('disabled')).toBe(false);
  });
});
