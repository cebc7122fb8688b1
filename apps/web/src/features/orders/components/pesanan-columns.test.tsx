import { render } from '@testing-library/react';
import type { PesananDoc } from '@toko/shared';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { pesananListColumns } from './pesanan-columns';
import { PesananDetailInfo } from './pesanan-detail-info';

const doc: PesananDoc = {
  no_pesanan: 'PST-PS-261127-0001',
  tgl_system: '2026-11-27',
  jam: '10:15:00',
  kode_sales: 'S01',
  kode_member: 'PST-M0001',
  nama_customer: 'IBU ANI SURYANI',
  no_hp: '081298765001',
  alamat_customer: '',
  kode_group: '750',
  kode_dept: 'CC',
  deskripsi: 'CINCIN MATA SATU',
  berat: 5.125,
  kadar: 75,
  harga_gram: 1_480_000,
  ongkos: 150_000,
  total: 7_735_000,
  dp: 2_000_000,
  sisa: 5_735_000,
  tgl_selesai: '2026-11-30',
  foto: '',
  foto_url: null,
  cash_rp: 0,
  transfer_rp: 2_000_000,
  no_rekening: '1234567890',
  debet_rp: 0,
  kode_bank_debet: '',
  biaya_debet: 0,
  credit_rp: 0,
  kode_bank_credit: '',
  biaya_credit: 0,
  kembalian: 0,
  status: 'OPEN',
  status_valid: 'OPEN',
  kode_barcode: null,
  no_faktur_group: null,
  input_by: 'KASIR',
  valid_by: null,
};

const rowText = (shown: PesananDoc) => {
  const { container, unmount } = render(
    <Table<PesananDoc>
      rowKey="no_pesanan"
      columns={pesananListColumns}
      dataSource={[shown]}
      pagination={false}
    />,
  );
  const text = container.querySelector('.ant-table-row')?.textContent ?? '';
  unmount();
  return text;
};

describe('pesanan list', () => {
  it('shows the order, its estimate with DP and rest, the finish date and its state as staff name it', () => {
    const text = rowText(doc);
    for (const part of [
      'PST-PS-261127-0001',
      'IBU ANI SURYANI',
      'PST-M0001 · 081298765001',
      'CINCIN MATA SATU',
      '750 / CC · 75% · 5.125 gr',
      'Selesai 30 November 2026',
      '7,735,000',
      'DP 2,000,000',
      'Sisa 5,735,000',
      'Dipesan',
      'Belum Validasi',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('names the made piece and the sale that collected it', () => {
    const text = rowText({
      ...doc,
      status: 'FINISH',
      status_valid: 'DONE',
      kode_barcode: '00000042',
      no_faktur_group: 'PST-FJ-261130-0001',
    });
    for (const part of ['Diambil', 'Sudah Validasi', 'Barcode 00000042', 'PST-FJ-261130-0001']) {
      expect(text).toContain(part);
    }
  });

  it('details the estimate: price per gram, ongkos, DP, the rest and the piece', () => {
    const { container } = render(
      <PesananDetailInfo doc={{ ...doc, status: 'DONE', kode_barcode: '00000042' }} />,
    );
    const text = container.textContent ?? '';
    for (const part of [
      'Kategori / Jenis750 / CC',
      'Kadar75%',
      'Berat Estimasi5.125 gr',
      'Harga Per GramRp 1,480,000',
      'OngkosRp 150,000',
      'Estimasi HargaRp 7,735,000',
      'DPRp 2,000,000',
      'Sisa (Estimasi)Rp 5,735,000',
      'Estimasi Selesai30 November 2026',
      'Barang Jadi00000042',
    ]) {
      expect(text).toContain(part);
    }
  });
});
