import { fireEvent, render, screen, within } from '@testing-library/react';
import type { PembelianNota } from '@toko/shared';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { PembayaranPembelianFields, type PembayaranPembelianValues } from './pembayaran-pembelian-fields';
import {
  type KondisiPilihan,
  PEMBELIAN_CART_TEXTS,
  type PembelianCartLine,
  type PricingRules,
} from './pembelian-cart';
import { PembelianCartTable } from './pembelian-cart-table';

// The rekening chooser reads the shop's accounts.
vi.mock('../../../components/master-select/get-master-active', () => ({
  useMasterActive: () => ({
    data: [{ id: 1, no_rekening: '1234567890', nama_rekening: 'TOKO EMAS PUSAT' }],
    isLoading: false,
  }),
}));

const rules: PricingRules = { pembulatan: 500, roundDown: false, withOngkos: false };
const MULUS: KondisiPilihan = {
  kode_kondisi: 'MULUS',
  nama_kondisi: 'MULUS',
  type_kondisi: 'PERSENTASE',
  persentase: 10,
  rupiah_per_gram: 0,
};

const nota: PembelianNota = {
  kode_barcode: '00000001',
  no_faktur_jual: 'PST-FJ-261122-0001-1',
  tgl_jual: '2026-11-22',
  kode_member: 'M0001',
  nama_customer: 'IBU ANI SURYANI',
  no_hp: '081298765001',
  alamat_customer: 'JL. KEBON SIRIH NO. 5',
  kode_group: '750',
  kode_dept: 'CC',
  nama_barang: 'CINCIN BUNGA',
  kadar_cetak: '750',
  berat_nota: 3.27,
  harga_jual: 5_003_500,
  ongkos: 163_500,
  harga_nota: 4_840_000,
};

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
    expect(within(table).getAllByText(PEMBELIAN_CART_TEXTS.tanpaNota)).toHaveLength(1);
    expect(within(table).getByText('TANPA BARCODE')).toBeTruthy();
    expect(within(table).getByText('nota 3.270')).toBeTruthy();

    const input = screen.getByTestId('harga-beli-00000001') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '4,400,000' } });
    expect(onHarga).toHaveBeenLastCalledWith('00000001', 4_400_000);
  });
});

function Harness({ total, initial }: { total: number; initial: PembayaranPembelianValues }) {
  const [form] = Form.useForm<PembayaranPembelianValues>();
  return (
    <Form form={form} initialValues={initial}>
      <PembayaranPembelianFields form={form} total={total} />
    </Form>
  );
}

describe('PembayaranPembelianFields', () => {
  it('is settled when cash and transfer pay exactly the total, and says by how much they miss it', async () => {
    const { unmount } = render(
      <Harness total={6_549_000} initial={{ cash: 4_549_000, transfer: 2_000_000 }} />,
    );
    expect((await screen.findByTestId('bayar-selisih')).textContent).toBe('Rp 0');
    expect(screen.queryByTestId('bayar-problem')).toBeNull();
    unmount();
    render(<Harness total={6_549_000} initial={{ cash: 5_000_000, transfer: 2_000_000 }} />);
    expect((await screen.findByTestId('bayar-selisih')).textContent).toBe('Rp 451,000');
    expect(screen.getByTestId('bayar-problem').textContent).toBe(
      'Pembayaran Rp 7,000,000 harus sama dengan total pembelian Rp 6,549,000',
    );
  });
});
