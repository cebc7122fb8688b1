import { describe, expect, it } from 'vitest';
import type { Nota } from '../sales/nota-penjualan.ts';
import { defaultNotaSetting, type NotaSetting } from '../settings/nota-settings.schemas.ts';
import { buildNotaPembelian, rincianPembelian } from './nota-pembelian.ts';
import type { PembelianDoc, PembelianLine } from './pembelian.schemas.ts';

/** The demo ring bought back: sold at 5,003,500 with ongkos 163,500, MULUS 10 % of 4,840,000. */
const ring = (overrides: Partial<PembelianLine> = {}): PembelianLine => ({
  no_faktur_beli: 'PST-FB-261122-0001-1',
  kode_barcode: '00000001',
  no_faktur_jual: 'PST-FJ-261120-0003-1',
  kode_gudang: '',
  kode_baki: '',
  kode_group: '750',
  kode_dept: 'CC',
  nama_barang: 'CINCIN BUNGA',
  kadar_cetak: '750',
  berat_nota: 3.27,
  berat: 3.27,
  harga_nota: 4_840_000,
  kode_kondisi: 'MULUS',
  type_kondisi: 'PERSENTASE',
  potongan: 484_000,
  harga_system: 4_356_000,
  harga: 4_356_000,
  harga_rata: 1_332_110,
  status: 'OK',
  ...overrides,
});

/** Gold from elsewhere: 2 g of 700 at the day's buy price 1,300,000, RUSAK 15 %. */
const tanpaNota = ring({
  no_faktur_beli: 'PST-FB-261122-0001-2',
  kode_barcode: '',
  no_faktur_jual: '',
  kode_group: '700',
  kode_dept: 'KL',
  nama_barang: 'KALUNG RANTAI PUTUS',
  kadar_cetak: '700',
  berat_nota: 0,
  berat: 2,
  harga_nota: 0,
  kode_kondisi: 'RUSAK',
  potongan: 390_000,
  harga_system: 2_210_000,
  harga: 2_210_000,
  harga_rata: 1_105_000,
});

const doc: PembelianDoc = {
  no_faktur_group: 'PST-FB-261122-0001',
  tgl_system: '2026-11-22',
  jam: '11:20:00',
  kode_sales: 'S01',
  kode_member: 'PST-M0001',
  nama_customer: 'IBU ANI SURYANI',
  no_hp: '081298765001',
  alamat_customer: 'JL. MELATI 1',
  total: 6_566_000,
  cash_rp: 4_566_000,
  transfer_rp: 2_000_000,
  no_rekening: '1234567890',
  status_valid: 'OPEN',
  status: 'OK',
  input_by: 'KASIR',
  valid_by: null,
  items: [ring(), tanpaNota],
};

const toko = {
  nama_toko: 'Toko Emas Pusat',
  alamat_toko: 'Jl. Pasar Baru No. 1, Jakarta',
  telepon: '021-555',
};
const setting: NotaSetting = defaultNotaSetting('SLIP_PEMBELIAN');

describe('buildNotaPembelian', () => {
  it('prints each piece at the weight brought and the price paid, the total in words and how it was paid out', () => {
    expect(buildNotaPembelian({ doc, toko, setting, namaSales: 'RINA' })).toEqual({
      slipType: 'SLIP_PEMBELIAN',
      paper: 'THERMAL_80',
      header: ['Toko Emas Pusat', 'Jl. Pasar Baru No. 1, Jakarta', 'Telp. 021-555'],
      title: 'NOTA PEMBELIAN',
      number: 'PST-FB-261122-0001',
      stamp: null,
      info: [
        { label: 'No Nota', lines: ['PST-FB-261122-0001'] },
        { label: 'Tanggal', lines: ['22 November 2026'] },
        { label: 'Jam', lines: ['11:20:00'] },
        { label: 'Sales', lines: ['RINA'] },
        { label: 'Member', lines: ['PST-M0001'] },
        { label: 'Customer', lines: ['IBU ANI SURYANI'] },
        { label: 'No HP', lines: ['081298765001'] },
        { label: 'Alamat', lines: ['JL. MELATI 1'] },
      ],
      items: [
        {
          kode: '00000001',
          nama: ['CINCIN BUNGA'],
          keterangan: '750 / 750 · MULUS',
          berat: '3.270',
          harga: '4,356,000',
          batal: false,
        },
        {
          kode: 'TANPA BARCODE',
          nama: ['KALUNG RANTAI PUTUS'],
          keterangan: '700 / 700 · RUSAK',
          berat: '2.000',
          harga: '2,210,000',
          batal: false,
        },
      ],
      summary: '2 pcs, 5.270 gr',
      amounts: [
        { label: 'Total Pembelian', value: 'Rp 6,566,000', strong: true },
        { label: 'Cash', value: 'Rp 4,566,000' },
        { label: 'Transfer', detail: 'Rek. 1234567890', value: 'Rp 2,000,000' },
      ],
      terbilang: 'Enam Juta Lima Ratus Enam Puluh Enam Ribu Rupiah',
      footer: ['Terima kasih atas kunjungan Anda'],
      syaratKetentuan: [],
      copies: ['Customer'],
    } satisfies Nota);
  });

  it('prints a customer and an internal copy with PRINT_NOTA_BELI_DUPLICATE_MODULE, and the code of an unnamed sales', () => {
    const nota = buildNotaPembelian({
      doc: { ...doc, kode_member: '', no_hp: '', alamat_customer: '' },
      toko,
      setting: { ...setting, duplicate: true },
      namaSales: ' ',
    });
    expect(nota.copies).toEqual(['Customer', 'Internal']);
    expect(nota.info.map((info) => info.label)).toEqual(['No Nota', 'Tanggal', 'Jam', 'Sales', 'Customer']);
    expect(nota.info.find((info) => info.label === 'Sales')?.lines).toEqual(['S01']);
  });

  it('strikes a cancelled line and sums it apart; a wholly cancelled buyback is stamped', () => {
    const partly: PembelianDoc = { ...doc, items: [ring(), { ...tanpaNota, status: 'CANC' }] };
    const nota = buildNotaPembelian({ doc: partly, toko, setting, namaSales: 'RINA' });
    expect(nota.items.map((item) => item.batal)).toEqual([false, true]);
    expect(nota.stamp).toBeNull();
    expect(rincianPembelian(partly).at(-1)).toEqual({ label: 'Total Batal', value: 'Rp 2,210,000' });

    const cancelled = buildNotaPembelian({
      doc: { ...doc, status: 'CANC', cash_rp: 6_566_000, transfer_rp: 0 },
      toko,
      setting,
      namaSales: 'RINA',
    });
    expect(cancelled.stamp).toBe('BATAL');
    expect(cancelled.amounts.map((amount) => amount.label)).toEqual(['Total Pembelian', 'Cash']);
  });

  it('refuses the setting of another slip', () => {
    expect(() =>
      buildNotaPembelian({ doc, toko, setting: defaultNotaSetting('SLIP_PENJUALAN_ACC'), namaSales: '' }),
    ).toThrow('SLIP_PEMBELIAN');
  });
});
