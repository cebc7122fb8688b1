import { type PesananBarang, TEXTS } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { pesananBarangProblem, pesananBarangText, pesananJadiText } from './pesanan-barang';

const order: PesananBarang = {
  no_pesanan: 'PST-PS-261122-0001',
  tgl_system: '2026-11-22',
  nama_customer: 'IBU SARI DEWI',
  kode_group: '750',
  kode_dept: 'CC',
  deskripsi: 'CINCIN UKIR NAMA SARI',
  berat: 5,
  kadar: 75,
  tgl_selesai: '2026-11-29',
  status: 'OPEN',
  status_valid: 'DONE',
  kode_barcode: null,
};

describe('the order a made piece is added for', () => {
  it('says what is to be made, for whom, by when', () => {
    expect(pesananBarangText(order)).toBe(
      'CINCIN UKIR NAMA SARI untuk IBU SARI DEWI: 750 / CC, estimasi 5.000 gr, kadar 75 %, selesai 29 November 2026',
    );
  });

  it('takes a piece only while open and validated, refusing in the server’s words', () => {
    expect(pesananBarangProblem(order)).toBeUndefined();
    expect(pesananBarangProblem({ ...order, status_valid: 'OPEN' })).toBe(
      TEXTS.pesanan.belumDivalidasi(order.no_pesanan),
    );
    for (const status of ['DONE', 'FINISH', 'CLOSE'] as const) {
      expect(pesananBarangProblem({ ...order, status })).toBe(TEXTS.pesanan.bukanOpen(order.no_pesanan));
    }
  });

  it('tells which orders a save made, once each', () => {
    expect(pesananJadiText([{ no_pesanan: null }, { no_pesanan: '' }])).toBe('');
    expect(pesananJadiText([{ no_pesanan: 'PST-PS-261122-0001' }, { no_pesanan: null }])).toBe(
      'Pesanan PST-PS-261122-0001 sudah jadi (DONE): diambil customer di Transaksi Penjualan lewat Ambil Pesanan.',
    );
  });
});
