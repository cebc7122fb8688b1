import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SYARAT_TITIPAN,
  defaultNotaSetting,
  type NotaSetting,
} from '../settings/nota-settings.schemas.ts';
import type { Nota } from './nota-penjualan.ts';
import { buildNotaTitipan, rincianTitipan } from './nota-titipan.ts';
import type { TitipanDoc, TitipanLine } from './titipan.schemas.ts';

const line = (overrides: Partial<TitipanLine> = {}): TitipanLine => ({
  kode_barcode: '00000001',
  kode_gudang: 'TOKO',
  kode_baki: 'CC01',
  gudang_sekarang: 'TITIP',
  baki_sekarang: 'TT01',
  kode_group: '750',
  kode_dept: 'CC',
  nama_barang: 'CINCIN BUNGA',
  kadar_cetak: '750',
  berat: 3.27,
  harga_gram: 1_480_000,
  ongkos: 163_500,
  harga_atribut: 0,
  harga_jual: 5_003_500,
  ...overrides,
});

/** The worked example put aside: DP 1,000,000 paid with 1,050,000 cash, 50,000 back. */
const doc: TitipanDoc = {
  no_titip: 'PST-TP-261122-0001',
  tgl_system: '2026-11-22',
  jam: '10:15:00',
  kode_sales: 'S02',
  kode_member: 'PST-M0002',
  nama_customer: 'BAPAK HENDRA WIJAYA',
  no_hp: '081298765002',
  alamat_customer: 'JL. GAJAH MADA 12',
  keterangan: 'AMBIL SETELAH GAJIAN',
  total: 5_003_500,
  dp: 1_000_000,
  sisa: 4_003_500,
  cash_rp: 1_050_000,
  transfer_rp: 0,
  no_rekening: '',
  debet_rp: 0,
  kode_bank_debet: '',
  biaya_debet: 0,
  credit_rp: 0,
  kode_bank_credit: '',
  biaya_credit: 0,
  kembalian: 50_000,
  status: 'OPEN',
  status_valid: 'OPEN',
  no_faktur_group: null,
  input_by: 'KASIR',
  valid_by: null,
  items: [line()],
};

const toko = {
  nama_toko: 'Toko Emas Pusat',
  alamat_toko: 'Jl. Pasar Baru No. 1, Jakarta',
  telepon: '021-555',
};
/** A shop that never wrote its own terms: the slip prints the standard ones. */
const setting: NotaSetting = { ...defaultNotaSetting('SLIP_TITIPAN'), syarat_ketentuan: '' };

describe('buildNotaTitipan', () => {
  it('prints the pieces at the agreed price, the DP in words, what is left and the deposit terms', () => {
    expect(buildNotaTitipan({ doc, toko, setting, namaSales: 'BUDI' })).toEqual({
      slipType: 'SLIP_TITIPAN',
      paper: 'THERMAL_80',
      header: ['Toko Emas Pusat', 'Jl. Pasar Baru No. 1, Jakarta', 'Telp. 021-555'],
      title: 'NOTA TITIPAN',
      number: 'PST-TP-261122-0001',
      stamp: null,
      info: [
        { label: 'No Titip', lines: ['PST-TP-261122-0001'] },
        { label: 'Tanggal', lines: ['22 November 2026'] },
        { label: 'Jam', lines: ['10:15:00'] },
        { label: 'Sales', lines: ['BUDI'] },
        { label: 'Member', lines: ['PST-M0002'] },
        { label: 'Customer', lines: ['BAPAK HENDRA WIJAYA'] },
        { label: 'No HP', lines: ['081298765002'] },
        { label: 'Alamat', lines: ['JL. GAJAH MADA 12'] },
        { label: 'Keterangan', lines: ['AMBIL SETELAH GAJIAN'] },
      ],
      items: [
        {
          kode: '00000001',
          nama: ['CINCIN BUNGA'],
          keterangan: '750 / 750',
          berat: '3.270',
          harga: '5,003,500',
          batal: false,
        },
      ],
      summary: '1 pcs, 3.270 gr',
      amounts: [
        { label: 'Total Harga', value: 'Rp 5,003,500' },
        { label: 'DP', value: 'Rp 1,000,000', strong: true },
        { label: 'Sisa Pembayaran', value: 'Rp 4,003,500' },
        { label: 'Cash diterima', value: 'Rp 1,050,000' },
        { label: 'Kembalian', value: 'Rp 50,000' },
        { label: 'Cash bersih', value: 'Rp 1,000,000' },
      ],
      terbilang: 'Satu Juta Rupiah',
      footer: ['Terima kasih atas kunjungan Anda'],
      syaratKetentuan: [DEFAULT_SYARAT_TITIPAN],
      copies: ['Customer'],
    } satisfies Nota);
  });

  it('prints a customer and an internal copy with PRINT_NOTA_TITIP_DUPLICATE_MODULE, and the shop’s own terms', () => {
    const nota = buildNotaTitipan({
      doc,
      toko,
      setting: {
        ...setting,
        duplicate: true,
        syarat_ketentuan: 'Barang diambil paling lambat 30 hari\nDP hangus lewat waktu',
      },
      namaSales: '',
    });
    expect(nota.copies).toEqual(['Customer', 'Internal']);
    expect(nota.syaratKetentuan).toEqual(['Barang diambil paling lambat 30 hari', 'DP hangus lewat waktu']);
    expect(nota.info.find((info) => info.label === 'Sales')?.lines).toEqual(['S02']);
  });

  it('sums two pieces in milligrams and lists a DP paid by TRANSFER and DEBET with its card fee', () => {
    const nota = buildNotaTitipan({
      doc: {
        ...doc,
        kode_member: '',
        no_hp: '',
        alamat_customer: '',
        keterangan: '',
        items: [
          line({ berat: 0.1, harga_jual: 160_000 }),
          line({ kode_barcode: '00000002', berat: 0.2, harga_jual: 296_000 }),
        ],
        total: 456_000,
        dp: 300_000,
        sisa: 156_000,
        cash_rp: 0,
        kembalian: 0,
        transfer_rp: 100_000,
        no_rekening: '1234567890',
        debet_rp: 200_000,
        kode_bank_debet: 'MANDIRI',
        biaya_debet: 3_000,
      },
      toko,
      setting,
      namaSales: 'BUDI',
    });
    expect(nota.info.map((info) => info.label)).toEqual(['No Titip', 'Tanggal', 'Jam', 'Sales', 'Customer']);
    expect(nota.summary).toBe('2 pcs, 0.300 gr');
    expect(nota.amounts).toEqual([
      { label: 'Total Harga', value: 'Rp 456,000' },
      { label: 'DP', value: 'Rp 300,000', strong: true },
      { label: 'Sisa Pembayaran', value: 'Rp 156,000' },
      { label: 'Transfer', detail: 'Rek. 1234567890', value: 'Rp 100,000' },
      { label: 'Debet', detail: 'MANDIRI', value: 'Rp 200,000' },
      { label: 'Biaya Kartu Debet', value: 'Rp 3,000' },
    ]);
    expect(nota.terbilang).toBe('Tiga Ratus Ribu Rupiah');
  });

  it('names the collecting sale on a finished deposit and stamps a cancelled one', () => {
    const finished = buildNotaTitipan({
      doc: { ...doc, status: 'FINISH', status_valid: 'DONE', no_faktur_group: 'PST-FJ-261123-0004' },
      toko,
      setting,
      namaSales: 'BUDI',
    });
    expect(finished.info.at(-1)).toEqual({ label: 'Diambil Nota', lines: ['PST-FJ-261123-0004'] });
    expect(finished.stamp).toBeNull();

    const cancelled = buildNotaTitipan({
      doc: { ...doc, status: 'CLOSE' },
      toko,
      setting,
      namaSales: 'BUDI',
    });
    expect(cancelled.stamp).toBe('BATAL');
    expect(cancelled.items.map((item) => item.batal)).toEqual([true]);
    expect(cancelled.info.map((info) => info.label)).not.toContain('Diambil Nota');
  });

  it('cuts a long note into the slip’s 20-character segments', () => {
    const nota = buildNotaTitipan({
      doc: { ...doc, keterangan: 'UKURAN CINCIN DIKECILKAN SATU NOMOR SEBELUM DIAMBIL' },
      toko,
      setting,
      namaSales: 'BUDI',
    });
    expect(nota.info.find((info) => info.label === 'Keterangan')?.lines).toEqual([
      'UKURAN CINCIN DIKECI',
      'LKAN SATU NOMOR SEBE',
      'LUM DIAMBIL',
    ]);
  });

  it('refuses the setting of another slip type', () => {
    expect(() =>
      buildNotaTitipan({ doc, toko, setting: defaultNotaSetting('SLIP_PENJUALAN_ACC'), namaSales: 'BUDI' }),
    ).toThrow('SLIP_TITIPAN');
  });

  it('lists no change when nothing was paid in cash', () => {
    expect(
      rincianTitipan({ ...doc, cash_rp: 0, kembalian: 0, credit_rp: 1_000_000, kode_bank_credit: 'BCA' }),
    ).toEqual([
      { label: 'Total Harga', value: 'Rp 5,003,500' },
      { label: 'DP', value: 'Rp 1,000,000', strong: true },
      { label: 'Sisa Pembayaran', value: 'Rp 4,003,500' },
      { label: 'Credit', detail: 'BCA', value: 'Rp 1,000,000' },
    ]);
  });
});
