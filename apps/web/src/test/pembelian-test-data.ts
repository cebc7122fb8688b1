import type { PembelianNota } from '@toko/shared';

/** The receipt of the demo ring, for tests: 3.270 g of 750 sold at 5,003,500, of which ongkos 163,500. */
export const TEST_PEMBELIAN_NOTA: PembelianNota = {
  kode_barcode: '00000001',
  no_faktur_jual: 'PST-FJ-261122-0001-1',
  tgl_jual: '2026-11-22',
  kode_member: 'PST-M0001',
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
