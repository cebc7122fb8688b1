import type { Barang } from '@toko/shared';

/** A piece as the API answers it, for tests of the scanning screens. */
export function barang(overrides: Partial<Barang> = {}): Barang {
  return {
    id: 1,
    kode_barcode: '00000001',
    kode_barang: '',
    kode_group: '750',
    kode_dept: 'CC',
    kode_gudang: 'TOKO',
    kode_baki: 'LT17',
    nama_barang: 'CINCIN POLOS',
    berat: 3.27,
    berat_asli: 3.27,
    berat_plastik: 0,
    kadar: 75,
    kadar_cetak: '750',
    ongkos_type: 'GRAM',
    ongkos: 0,
    harga_beli: 0,
    no_pesanan: null,
    stock: 1,
    status: 'READY',
    tujuan_sortir: null,
    tgl_masuk: '2026-01-02',
    photo_url: null,
    atribut: [],
    ...overrides,
  };
}
