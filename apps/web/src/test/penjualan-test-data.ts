import type { PenjualanDoc, PenjualanLine } from '@toko/shared';

/** A piece of a sale, for tests: DOMAIN.md §8's worked example (3.270 g of 750, 5,003,500). */
export function testPenjualanLine(status: PenjualanLine['status'] = 'OK', hargaAtribut = 0): PenjualanLine {
  return {
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
  };
}

/** A validated sale of that piece paid in cash, for tests. */
export function testPenjualanDoc(overrides: Partial<PenjualanDoc> = {}): PenjualanDoc {
  return {
    no_faktur_group: 'PST-FJ-261122-0001',
    tgl_system: '2026-11-22',
    jam: '14:05:09',
    kode_sales: 'S01',
    kode_member: '',
    nama_customer: 'IBU ANI',
    no_hp: '081234567890',
    alamat_customer: 'JL. MERDEKA 10',
    kode_marketplace: '',
    total: 5_003_500,
    cash_rp: 5_003_500,
    transfer_rp: 0,
    no_rekening: '',
    debet_rp: 0,
    kode_bank_debet: '',
    biaya_debet: 0,
    credit_rp: 0,
    kode_bank_credit: '',
    biaya_credit: 0,
    kembalian: 0,
    poin: 0,
    no_titip: '',
    titipan_rp: 0,
    no_pesanan: '',
    pesanan_rp: 0,
    status_valid: 'DONE',
    status: 'OK',
    input_by: 'KASIR',
    valid_by: 'SPV',
    items: [testPenjualanLine()],
    ...overrides,
  };
}
