import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SYARAT_TITIPAN,
  defaultNotaSetting,
  type NotaSetting,
} from '../settings/nota-settings.schemas.ts';
import {
  buildNota,
  buildNotaPenjualan,
  type Nota,
  notaSummary,
  notaSyaratKetentuan,
  pembayaranPenjualan,
  terbilangNota,
} from './nota-penjualan.ts';
import type { PenjualanDoc, PenjualanLine } from './penjualan.schemas.ts';

const line = (overrides: Partial<PenjualanLine>): PenjualanLine => ({
  no_faktur_jual: 'PST-FJ-261122-0001-1',
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
  harga_atribut: 0,
  harga_system: 5_003_500,
  harga_jual: 5_003_500,
  status: 'OK',
  ...overrides,
});

/** The worked example of the sales API test: two pieces, CASH + DEBET MANDIRI (fee 1.5 %), change. */
const doc: PenjualanDoc = {
  no_faktur_group: 'PST-FJ-261122-0001',
  tgl_system: '2026-11-22',
  jam: '14:05:09',
  kode_sales: 'S01',
  kode_member: '',
  nama_customer: 'IBU ANI',
  no_hp: '081234567890',
  alamat_customer: 'JL. MERDEKA 10',
  kode_marketplace: '',
  total: 19_493_500,
  cash_rp: 11_000_000,
  transfer_rp: 0,
  no_rekening: '',
  debet_rp: 9_000_000,
  kode_bank_debet: 'MANDIRI',
  biaya_debet: 135_000,
  credit_rp: 0,
  kode_bank_credit: '',
  biaya_credit: 0,
  kembalian: 506_500,
  poin: 0,
  no_titip: '',
  titipan_rp: 0,
  no_pesanan: '',
  pesanan_rp: 0,
  status_valid: 'DONE',
  status: 'OK',
  input_by: 'KASIR',
  valid_by: 'SPV',
  items: [
    line({}),
    line({
      no_faktur_jual: 'PST-FJ-261122-0001-2',
      kode_barcode: '00000002',
      kode_group: '700',
      kode_dept: 'KL',
      kode_baki: 'KLDLM',
      nama_barang: 'KALUNG',
      kadar_cetak: '700',
      berat: 10.5,
      harga_gram: 1_380_000,
      ongkos: 0,
      harga_system: 14_490_000,
      harga_jual: 14_490_000,
    }),
  ],
};

const toko = {
  nama_toko: 'Toko Emas Pusat',
  alamat_toko: 'Jl. Pasar Baru No. 1, Jakarta',
  telepon: '021-555',
};
const setting: NotaSetting = {
  ...defaultNotaSetting('SLIP_PENJUALAN_ACC'),
  header: 'Emas Murni Bergaransi\n\nBuka 09.00 - 17.00',
};

describe('buildNotaPenjualan', () => {
  it('prints the worked example: two pieces, CASH + DEBET with its card fee, the change and the total in words', () => {
    const nota = buildNotaPenjualan({ doc, toko, setting, namaSales: 'RINA' });
    expect(nota).toEqual({
      slipType: 'SLIP_PENJUALAN_ACC',
      paper: 'THERMAL_80',
      header: [
        'Toko Emas Pusat',
        'Jl. Pasar Baru No. 1, Jakarta',
        'Telp. 021-555',
        'Emas Murni Bergaransi',
        'Buka 09.00 - 17.00',
      ],
      title: 'NOTA PENJUALAN',
      number: 'PST-FJ-261122-0001',
      stamp: null,
      info: [
        { label: 'No Nota', lines: ['PST-FJ-261122-0001'] },
        { label: 'Tanggal', lines: ['22 November 2026'] },
        { label: 'Jam', lines: ['14:05:09'] },
        { label: 'Sales', lines: ['RINA'] },
        { label: 'Customer', lines: ['IBU ANI'] },
        { label: 'No HP', lines: ['081234567890'] },
        { label: 'Alamat', lines: ['JL. MERDEKA 10'] },
      ],
      items: [
        {
          kode: '00000001',
          nama: ['CINCIN CONTOH'],
          keterangan: '750 / 750',
          berat: '3.270',
          harga: '5,003,500',
          batal: false,
        },
        {
          kode: '00000002',
          nama: ['KALUNG'],
          keterangan: '700 / 700',
          berat: '10.500',
          harga: '14,490,000',
          batal: false,
        },
      ],
      summary: '2 pcs, 13.770 gr',
      amounts: [
        { label: 'Total', value: 'Rp 19,493,500', strong: true },
        { label: 'Cash diterima', value: 'Rp 11,000,000' },
        { label: 'Kembalian', value: 'Rp 506,500' },
        { label: 'Cash bersih', value: 'Rp 10,493,500' },
        { label: 'Debet', detail: 'MANDIRI', value: 'Rp 9,000,000' },
        { label: 'Biaya Kartu Debet', value: 'Rp 135,000' },
      ],
      terbilang: 'Sembilan Belas Juta Empat Ratus Sembilan Puluh Tiga Ribu Lima Ratus Rupiah',
      footer: ['Terima kasih atas kunjungan Anda'],
      syaratKetentuan: [],
      copies: ['Customer'],
      // For Kirim via WhatsApp; the printed number is the No HP line above.
      noHp: '081234567890',
    } satisfies Nota);
  });

  it('carries the sale’s Cek Nota link for its QR code, and none for a sale read without one', () => {
    const link = '/cek-nota/SnxQU1R8.q7NhCMiPfmXtrV4ZzZyq1w';
    expect(buildNotaPenjualan({ doc: { ...doc, cek_nota: link }, toko, setting, namaSales: '' }).qr).toBe(
      link,
    );
    expect(buildNotaPenjualan({ doc, toko, setting, namaSales: '' })).not.toHaveProperty('qr');
  });

  it('prints a customer and an internal copy when the duplicate flag is on', () => {
    const nota = buildNotaPenjualan({
      doc,
      toko,
      setting: { ...setting, duplicate: true },
      namaSales: 'RINA',
    });
    expect(nota.copies).toEqual(['Customer', 'Internal']);
  });

  it('cuts a long address, customer and piece name into 20-character segments, at most 5', () => {
    const alamat =
      'JL. RAYA MARGONDA NO. 123 RT 001 RW 002 KELURAHAN KEMIRI MUKA KECAMATAN BEJI KOTA DEPOK JAWA BARAT';
    const nota = buildNotaPenjualan({
      doc: {
        ...doc,
        nama_customer: 'PT ANEKA PERHIASAN NUSANTARA',
        alamat_customer: alamat,
        items: [line({ nama_barang: 'CINCIN BERLIAN SOLITAIRE PUTIH' })],
      },
      toko,
      setting,
      namaSales: '',
    });
    expect(nota.info.find((info) => info.label === 'Alamat')?.lines).toEqual([
      'JL. RAYA MARGONDA NO',
      '. 123 RT 001 RW 002 ',
      'KELURAHAN KEMIRI MUK',
      'A KECAMATAN BEJI KOT',
      'A DEPOK JAWA BARAT',
    ]);
    expect(nota.info.find((info) => info.label === 'Customer')?.lines).toEqual([
      'PT ANEKA PERHIASAN N',
      'USANTARA',
    ]);
    expect(nota.items[0]?.nama).toEqual(['CINCIN BERLIAN SOLIT', 'AIRE PUTIH']);
    // Without the name the code is printed.
    expect(nota.info.find((info) => info.label === 'Sales')?.lines).toEqual(['S01']);
    // Past 100 characters the slip prints no more.
    const long = buildNotaPenjualan({
      doc: { ...doc, alamat_customer: 'X'.repeat(130) },
      toko,
      setting,
      namaSales: '',
    });
    expect(long.info.find((info) => info.label === 'Alamat')?.lines).toEqual(Array(5).fill('X'.repeat(20)));
  });

  it('leaves out empty phone and address, prints TRANSFER with its account and CREDIT with its fee', () => {
    const nota = buildNotaPenjualan({
      doc: {
        ...doc,
        no_hp: '',
        alamat_customer: '',
        kode_marketplace: 'SHOPEE',
        kode_member: 'PST-M0001',
        poin: 1_250,
        total: 5_003_500,
        cash_rp: 0,
        transfer_rp: 2_000_000,
        no_rekening: '1234567890',
        debet_rp: 0,
        kode_bank_debet: '',
        biaya_debet: 0,
        credit_rp: 3_003_500,
        kode_bank_credit: 'BCA',
        biaya_credit: 60_070,
        kembalian: 0,
        items: [line({})],
      },
      toko: { nama_toko: 'Toko Emas Pusat', alamat_toko: '' },
      setting,
      namaSales: 'RINA',
    });
    expect(nota.header).toEqual(['Toko Emas Pusat', 'Emas Murni Bergaransi', 'Buka 09.00 - 17.00']);
    expect(nota.info.map((info) => info.label)).toEqual([
      'No Nota',
      'Tanggal',
      'Jam',
      'Sales',
      'Member',
      'Customer',
      'Marketplace',
      'Poin',
    ]);
    expect(nota.info.at(-1)).toEqual({ label: 'Poin', lines: ['1,250'] });
    expect(nota.amounts).toEqual([
      { label: 'Total', value: 'Rp 5,003,500', strong: true },
      { label: 'Transfer', detail: 'Rek. 1234567890', value: 'Rp 2,000,000' },
      { label: 'Credit', detail: 'BCA', value: 'Rp 3,003,500' },
      { label: 'Biaya Kartu Credit', value: 'Rp 60,070' },
    ]);
    expect(nota.terbilang).toBe('Lima Juta Tiga Ribu Lima Ratus Rupiah');
  });

  it('marks cancelled lines and a wholly cancelled sale', () => {
    const partly = buildNotaPenjualan({
      doc: {
        ...doc,
        items: [line({}), line({ kode_barcode: '00000002', harga_jual: 14_490_000, status: 'CANC' })],
      },
      toko,
      setting,
      namaSales: 'RINA',
    });
    expect(partly.items.map((item) => item.batal)).toEqual([false, true]);
    expect(partly.stamp).toBeNull();
    expect(partly.amounts.at(-1)).toEqual({ label: 'Total Batal', value: 'Rp 14,490,000' });

    const whole = buildNotaPenjualan({
      doc: { ...doc, status: 'CANC', items: doc.items.map((item) => ({ ...item, status: 'CANC' as const })) },
      toko,
      setting,
      namaSales: 'RINA',
    });
    expect(whole.stamp).toBe('BATAL');
    expect(whole.amounts.at(-1)).toEqual({ label: 'Total Batal', value: 'Rp 19,493,500' });
  });

  it('refuses the setting of another slip type', () => {
    expect(() =>
      buildNotaPenjualan({ doc, toko, setting: defaultNotaSetting('SLIP_TITIPAN'), namaSales: 'RINA' }),
    ).toThrow('SLIP_PENJUALAN_ACC');
  });
});

describe('the parts other slips reuse', () => {
  it('writes amounts in title-cased words', () => {
    expect(terbilangNota(19_493_500)).toBe(
      'Sembilan Belas Juta Empat Ratus Sembilan Puluh Tiga Ribu Lima Ratus Rupiah',
    );
    expect(terbilangNota(1_000)).toBe('Seribu Rupiah');
    expect(terbilangNota(0)).toBe('Nol Rupiah');
  });

  it('sums weights in milligrams: 0.1 + 0.2 g is 0.300 g', () => {
    expect(notaSummary([{ berat: 0.1 }, { berat: 0.2 }])).toBe('2 pcs, 0.300 gr');
    expect(notaSummary([])).toBe('0 pcs, 0.000 gr');
    // A repaired or pledged line of three earrings is three pieces.
    expect(notaSummary([{ berat: 1.5, jumlah: 3 }, { berat: 2 }])).toBe('4 pcs, 3.500 gr');
  });

  it('shows cash with change as received, change and net, and cash without change on one line', () => {
    // The sale of the issue: 5,816,000 paid with 6,000,000 in cash.
    const cash = { ...doc, cash_rp: 6_000_000, kembalian: 184_000, debet_rp: 0 };
    expect(pembayaranPenjualan(cash)).toEqual([
      { label: 'Cash diterima', value: 'Rp 6,000,000' },
      { label: 'Kembalian', value: 'Rp 184,000' },
      { label: 'Cash bersih', value: 'Rp 5,816,000' },
    ]);
    expect(pembayaranPenjualan({ ...cash, cash_rp: 5_816_000, kembalian: 0 })).toEqual([
      { label: 'Cash', value: 'Rp 5,816,000' },
    ]);
  });

  it('prints no payment line for a method not used', () => {
    expect(pembayaranPenjualan({ ...doc, cash_rp: 0, debet_rp: 0 })).toEqual([]);
  });

  it('counts the DP of a collected deposit as paid, before the other methods', () => {
    expect(
      pembayaranPenjualan({
        ...doc,
        no_titip: 'PST-TP-261120-0003',
        titipan_rp: 1_000_000,
        cash_rp: 4_003_500,
        kembalian: 0,
        debet_rp: 0,
      }),
    ).toEqual([
      { label: 'DP Titipan', detail: 'PST-TP-261120-0003', value: 'Rp 1,000,000' },
      { label: 'Cash', value: 'Rp 4,003,500' },
    ]);
  });

  it('counts the DP of a collected order as paid, and prints its number and what was still owed', () => {
    const collected = {
      ...doc,
      no_pesanan: 'PST-PS-261120-0002',
      pesanan_rp: 1_000_000,
      total: 7_780_000,
      cash_rp: 7_000_000,
      kembalian: 220_000,
      debet_rp: 0,
      biaya_debet: 0,
      items: [line({ berat: 5.12, harga_system: 7_780_000, harga_jual: 7_780_000 })],
    };
    expect(pembayaranPenjualan(collected)).toEqual([
      { label: 'DP Pesanan', detail: 'PST-PS-261120-0002', value: 'Rp 1,000,000' },
      { label: 'Cash diterima', value: 'Rp 7,000,000' },
      { label: 'Kembalian', value: 'Rp 220,000' },
      { label: 'Cash bersih', value: 'Rp 6,780,000' },
    ]);
    const nota = buildNotaPenjualan({ doc: collected, toko, setting, namaSales: 'Dewi' });
    expect(nota.amounts[0]).toEqual({ label: 'Total', value: 'Rp 7,780,000', strong: true });
    expect(nota.amounts[1]).toEqual({
      label: 'DP Pesanan',
      detail: 'PST-PS-261120-0002',
      value: 'Rp 1,000,000',
    });
    expect(nota.info).toContainEqual({ label: 'No Pesanan', lines: ['PST-PS-261120-0002'] });
    expect(nota.summary).toBe('1 pcs, 5.120 gr');
    // A deposit's or a service's payment carries no order.
    const { no_pesanan: _no, pesanan_rp: _dp, ...withoutOrder } = doc;
    expect(pembayaranPenjualan(withoutOrder).map((amount) => amount.label)).not.toContain('DP Pesanan');
  });

  it('gives deposit and pawn slips the standard buy-back terms when their setting has none (SPEC §9)', () => {
    expect(notaSyaratKetentuan({ slip_type: 'SLIP_TITIPAN', syarat_ketentuan: '' })).toEqual([
      DEFAULT_SYARAT_TITIPAN,
    ]);
    expect(notaSyaratKetentuan({ slip_type: 'SLIP_HUTANG', syarat_ketentuan: ' \n ' })).toEqual([
      DEFAULT_SYARAT_TITIPAN,
    ]);
    expect(notaSyaratKetentuan({ slip_type: 'SLIP_TITIPAN', syarat_ketentuan: 'Satu\nDua' })).toEqual([
      'Satu',
      'Dua',
    ]);
    expect(notaSyaratKetentuan({ slip_type: 'SLIP_PENJUALAN_ACC', syarat_ketentuan: '' })).toEqual([]);
  });

  it('builds a deposit slip from other rows with the same head, copies and terms', () => {
    const titipan = buildNota({ ...defaultNotaSetting('SLIP_TITIPAN'), duplicate: true }, toko, {
      number: 'PST-TP-261122-0001',
      info: [{ label: 'No Titip', lines: ['PST-TP-261122-0001'] }],
      items: [
        {
          kode: '00000001',
          nama: ['CINCIN'],
          keterangan: '750',
          berat: '3.270',
          harga: '5,003,500',
          batal: false,
        },
      ],
      summary: '1 pcs, 3.270 gr',
      amounts: [{ label: 'DP', value: 'Rp 1,000,000', strong: true }],
      terbilangOf: 1_000_000,
    });
    expect(titipan).toMatchObject({
      title: 'NOTA TITIPAN',
      header: ['Toko Emas Pusat', 'Jl. Pasar Baru No. 1, Jakarta', 'Telp. 021-555'],
      terbilang: 'Satu Juta Rupiah',
      syaratKetentuan: [DEFAULT_SYARAT_TITIPAN],
      copies: ['Customer', 'Internal'],
      stamp: null,
    });
  });
});
