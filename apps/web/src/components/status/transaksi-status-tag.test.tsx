import { render } from '@testing-library/react';
import type { PenjualanDoc, PenjualanLine } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { TransaksiStatusTag } from './transaksi-status-tag';

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

const tags = (doc: Pick<PenjualanDoc, 'status' | 'status_valid' | 'items'>) => {
  const { container, unmount } = render(<TransaksiStatusTag doc={doc} />);
  const texts = [...container.querySelectorAll('.ant-tag')].map((tag) => tag.textContent);
  unmount();
  return texts;
};

describe('TransaksiStatusTag', () => {
  it('names the state of a sale as staff do', () => {
    expect(tags({ status: 'OK', status_valid: 'OPEN', items: [line('OK')] })).toEqual(['Belum Validasi']);
    expect(tags({ status: 'OK', status_valid: 'DONE', items: [line('OK')] })).toEqual(['Sudah Validasi']);
    expect(tags({ status: 'OK', status_valid: 'DONE', items: [line('OK'), line('CANC')] })).toEqual([
      'Sudah Validasi',
      'Sebagian Batal',
    ]);
    expect(tags({ status: 'CANC', status_valid: 'DONE', items: [line('CANC')] })).toEqual(['Batal']);
  });
});
