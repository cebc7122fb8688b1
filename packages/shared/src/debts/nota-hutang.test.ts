import { describe, expect, it } from 'vitest';
import { DEFAULT_SYARAT_TITIPAN, defaultNotaSetting } from '../settings/nota-settings.schemas.ts';
import type { HutangDoc } from './hutang.schemas.ts';
import { buildNotaHutang, keteranganBunga, syaratHutang } from './nota-hutang.ts';

const piece = {
  kode_group: 'EMAS',
  kode_dept: 'CINCIN',
  kadar: 75,
  jumlah: 1,
  harga_gram: 1_000_000,
  foto: '',
  foto_url: null,
  status: 'GADAI',
  kode_barcode: null,
};

/** Two pieces worth Rp 8,000,000; Rp 5,000,000 lent at 2% for 4 months, paid out cash and transfer. */
const doc: HutangDoc = {
  no_hutang: 'PST-HT-261127-0001',
  tgl_system: '2026-11-27',
  jam: '10:15:00',
  kode_sales: 'S01',
  kode_member: '',
  nama_customer: 'BAPAK BUDI',
  no_hp: '081234567890',
  alamat_customer: '',
  nik: '3171000000000001',
  nilai_taksiran: 8_000_000,
  maks_persen: 70,
  maks_pinjaman: 5_600_000,
  pokok: 5_000_000,
  kode_pinjaman: 'P2',
  bunga_persen: 2,
  jangka_bulan: 4,
  tgl_jatuh_tempo: '2027-03-27',
  tgl_bunga: '2026-11-27',
  cash_rp: 3_000_000,
  transfer_rp: 2_000_000,
  no_rekening: '1234567890',
  status: 'OPEN',
  status_valid: 'OPEN',
  tgl_tutup: null,
  no_hutang_lama: null,
  no_hutang_baru: null,
  lewat_tempo: false,
  nilai_lelang: null,
  kelebihan_lelang: null,
  input_by: 'KASIR',
  valid_by: null,
  items: [
    { ...piece, id: 1, nama_barang: 'CINCIN POLOS', berat: 3, nilai: 3_000_000 },
    {
      ...piece,
      id: 2,
      kode_dept: 'GELANG',
      nama_barang: 'GELANG RANTAI UKURAN BESAR',
      berat: 5,
      nilai: 5_000_000,
    },
  ],
  bunga_berjalan: null,
  pembayaran: [],
};

const toko = { nama_toko: 'Toko Emas Pusat', alamat_toko: 'Jl. Pasar Baru No. 1, Jakarta' };
const setting = defaultNotaSetting('SLIP_HUTANG');

describe('Nota Hutang', () => {
  it('prints the pledged pieces, the value, the loan with its rate, term and due date, how interest runs and the payout', () => {
    const nota = buildNotaHutang({ doc, toko, setting, namaSales: 'RINA' });
    expect(nota.title).toBe('NOTA HUTANG');
    expect(nota.number).toBe('PST-HT-261127-0001');
    expect(nota.stamp).toBeNull();
    expect(nota.items.map((item) => [item.kode, item.nama, item.keterangan, item.berat, item.harga])).toEqual(
      [
        ['EMAS / CINCIN', ['CINCIN POLOS'], '1 pcs, kadar 75%', '3.000', '3,000,000'],
        ['EMAS / GELANG', ['GELANG RANTAI UKURAN', ' BESAR'], '1 pcs, kadar 75%', '5.000', '5,000,000'],
      ],
    );
    expect(nota.summary).toBe('2 pcs, 8.000 gr');
    expect(nota.amounts.map((amount) => [amount.label, amount.value])).toEqual([
      ['Nilai Taksiran', 'Rp 8,000,000'],
      ['Pokok Pinjaman', 'Rp 5,000,000'],
      ['Bunga', '2% / bulan'],
      ['Bunga 30 Hari', 'Rp 100,000'],
      ['Jangka Waktu', '4 bulan'],
      ['Cash', 'Rp 3,000,000'],
      ['Transfer', 'Rp 2,000,000'],
    ]);
    expect(nota.amounts.find((amount) => amount.label === 'Bunga 30 Hari')?.detail).toBe(
      'Dihitung per hari ±Rp 3,334, minimal 30 hari',
    );
    expect(nota.amounts.find((amount) => amount.label === 'Transfer')?.detail).toBe('Rek. 1234567890');
    expect(nota.terbilang).toBe('Lima Juta Rupiah');
    const info = Object.fromEntries(nota.info.map((line) => [line.label, line.lines]));
    expect(info).toMatchObject({
      'No Hutang': ['PST-HT-261127-0001'],
      Sales: ['RINA'],
      Customer: ['BAPAK BUDI'],
      NIK: ['3171000000000001'],
      'Jatuh Tempo': ['27 Maret 2027'],
    });
    expect(info).not.toHaveProperty('Member');
    expect(info).not.toHaveProperty('Perpanjangan Dari');
    expect(nota.copies).toEqual(['Customer']);
  });

  it('prints two copies with the duplicate flag, and refuses another slip’s setting', () => {
    expect(
      buildNotaHutang({ doc, toko, setting: { ...setting, duplicate: true }, namaSales: '' }).copies,
    ).toEqual(['Customer', 'Internal']);
    expect(() =>
      buildNotaHutang({ doc, toko, setting: defaultNotaSetting('SLIP_PESANAN'), namaSales: '' }),
    ).toThrow(/SLIP_HUTANG/);
  });

  it('names the loan a renewal closed, stamps a cancelled loan and follows the shop’s minimum days', () => {
    const renewal = buildNotaHutang({
      doc: { ...doc, status: 'BATAL', no_hutang_lama: 'PST-HT-261001-0002' },
      toko,
      setting,
      namaSales: '',
      minHari: 15,
    });
    const info = Object.fromEntries(renewal.info.map((line) => [line.label, line.lines]));
    expect(info).toMatchObject({ Sales: ['S01'], 'Perpanjangan Dari': ['PST-HT-261001-0002'] });
    expect(renewal.stamp).toBe('BATAL');
    expect(renewal.items.every((item) => item.batal)).toBe(true);
    expect(keteranganBunga(doc, 0).keterangan).toBe('Dihitung per hari ±Rp 3,334');
    expect(renewal.amounts.find((amount) => amount.label === 'Bunga 30 Hari')?.detail).toMatch(
      /minimal 15 hari$/,
    );
  });

  it('states the loan’s own term and due date in the terms, the default wording kept for 3 months', () => {
    // The 4-month loan printed "Jangka Waktu 4 bulan" above "paling lama 3 (tiga) bulan".
    expect(buildNotaHutang({ doc, toko, setting, namaSales: '' }).syaratKetentuan).toEqual([
      'Pembeli memberikan waktu kepada penjual paling lama 4 (empat) bulan untuk membeli kembali barang ini.',
      'Jatuh tempo 27 Maret 2027.',
    ]);
    const tigaBulan = { ...doc, jangka_bulan: 3, tgl_jatuh_tempo: '2027-02-25' };
    expect(buildNotaHutang({ doc: tigaBulan, toko, setting, namaSales: '' }).syaratKetentuan).toEqual([
      DEFAULT_SYARAT_TITIPAN,
      'Jatuh tempo 25 Februari 2027.',
    ]);
    const duaBelas = { jangka_bulan: 12, tgl_jatuh_tempo: '2027-11-22' };
    expect(syaratHutang(['Barang ditebus paling lambat 3 bulan.', 'Bawa nota ini.'], duaBelas)).toEqual([
      'Barang ditebus paling lambat 12 (dua belas) bulan.',
      'Bawa nota ini.',
      'Jatuh tempo 22 November 2027.',
    ]);
    // The shop's own words without a term are not touched.
    expect(syaratHutang(['Bawa KTP saat menebus.'], duaBelas)).toEqual(['Bawa KTP saat menebus.']);
  });
});
