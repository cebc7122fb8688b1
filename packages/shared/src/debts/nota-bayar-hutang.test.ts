import { describe, expect, it } from 'vitest';
import { defaultNotaSetting } from '../settings/nota-settings.schemas.ts';
import type { HutangBayarSlip, HutangDoc } from './hutang.schemas.ts';
import { buildNotaBayarHutang } from './nota-bayar-hutang.ts';

/** A Rp 5,000,000 loan at 2 % over 4 months, lent 27 November 2026, one ring pledged. */
const loan: HutangDoc = {
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
  cash_rp: 5_000_000,
  transfer_rp: 0,
  no_rekening: '',
  status: 'OPEN',
  status_valid: 'DONE',
  tgl_tutup: null,
  no_hutang_lama: null,
  no_hutang_baru: null,
  lewat_tempo: false,
  nilai_lelang: null,
  kelebihan_lelang: null,
  input_by: 'KASIR',
  valid_by: 'SPV',
  items: [
    {
      id: 1,
      kode_group: 'EMAS',
      kode_dept: 'CINCIN',
      nama_barang: 'CINCIN POLOS',
      kadar: 75,
      jumlah: 1,
      berat: 3,
      harga_gram: 1_000_000,
      nilai: 3_000_000,
      foto: '',
      foto_url: null,
      status: 'GADAI',
      kode_barcode: null,
    },
  ],
  bunga_berjalan: null,
  pembayaran: [],
};

/** Interest paid on 12 December 2026 for the first 30 days (15 ran), Rp 100,000 in cash, change Rp 20,000. */
const bunga: HutangBayarSlip['bayar'] = {
  no_bayar: 'PST-BH-261212-0001',
  no_hutang: loan.no_hutang,
  tgl_system: '2026-12-12',
  jam: '09:30:00',
  jenis: 'BUNGA',
  tgl_dari: '2026-11-27',
  hari: 15,
  hari_dihitung: 30,
  bunga: 100_000,
  pokok: 0,
  total: 100_000,
  cash_rp: 120_000,
  transfer_rp: 0,
  no_rekening: '',
  kembalian: 20_000,
  status: 'OK',
  status_valid: 'OPEN',
  input_by: 'KASIR',
  valid_by: null,
};

const toko = { nama_toko: 'Toko Emas Pusat', alamat_toko: 'Jl. Pasar Baru No. 1, Jakarta' };
const setting = defaultNotaSetting('SLIP_HUTANG');
const info = (nota: { info: { label: string; lines: string[] }[] }) =>
  Object.fromEntries(nota.info.map((line) => [line.label, line.lines]));
const amounts = (nota: { amounts: { label: string; value: string }[] }) =>
  nota.amounts.map((amount) => [amount.label, amount.value]);

describe('Nota pembayaran hutang', () => {
  it('prints an interest payment: the loan, the days and period charged, the change and the words', () => {
    const nota = buildNotaBayarHutang({
      doc: {
        kode_sales: 'S01',
        bayar: bunga,
        hutang: { ...loan, tgl_bunga: '2026-12-27' },
        hutang_baru: null,
      },
      toko,
      setting,
    });
    expect([nota.title, nota.number, nota.stamp, nota.paper]).toEqual([
      'NOTA BAYAR BUNGA HUTANG',
      'PST-BH-261212-0001',
      null,
      'THERMAL_80',
    ]);
    expect(info(nota)).toMatchObject({
      'No Bayar': ['PST-BH-261212-0001'],
      Tanggal: ['12 Desember 2026'],
      Kasir: ['KASIR'],
      'No Hutang': ['PST-HT-261127-0001'],
      Customer: ['BAPAK BUDI'],
      'Bunga Lunas s/d': ['27 Desember 2026'],
      'Jatuh Tempo': ['27 Maret 2027'],
    });
    expect(amounts(nota)).toEqual([
      ['Pokok Pinjaman', 'Rp 5,000,000'],
      ['Bunga', 'Rp 100,000'],
      ['Total Bayar', 'Rp 100,000'],
      ['Cash diterima', 'Rp 120,000'],
      ['Kembalian', 'Rp 20,000'],
      ['Cash bersih', 'Rp 100,000'],
    ]);
    expect(nota.amounts.find((amount) => amount.label === 'Bunga')?.detail).toBe(
      '15 hari, dihitung 30 hari (27 November 2026 s/d 27 Desember 2026)',
    );
    expect(nota.items).toEqual([]);
    expect(nota.terbilang).toBe('Seratus Ribu Rupiah');
    // The loan still runs: its own 4-month term and due date, not the default 3 months.
    expect(nota.syaratKetentuan).toEqual([
      'Pembeli memberikan waktu kepada penjual paling lama 4 (empat) bulan untuk membeli kembali barang ini.',
      'Jatuh tempo 27 Maret 2027.',
    ]);
    expect(nota.copies).toEqual(['Customer']);
  });

  it('prints a redemption with the pieces handed back, paid by transfer, in two copies with the duplicate flag', () => {
    const lunas = {
      ...bunga,
      no_bayar: 'PST-BH-270110-0001',
      tgl_system: '2027-01-10',
      jenis: 'LUNAS' as const,
      tgl_dari: '2026-12-27',
      hari: 14,
      hari_dihitung: 14,
      bunga: 46_667,
      pokok: 5_000_000,
      total: 5_046_667,
      cash_rp: 0,
      transfer_rp: 5_046_667,
      no_rekening: '1234567890',
      kembalian: 0,
    };
    const nota = buildNotaBayarHutang({
      doc: { kode_sales: 'S01', bayar: lunas, hutang: { ...loan, status: 'LUNAS' }, hutang_baru: null },
      toko,
      setting: { ...setting, duplicate: true, paper: 'A4' },
    });
    expect([nota.title, nota.paper, nota.copies]).toEqual([
      'NOTA PELUNASAN HUTANG',
      'A4',
      ['Customer', 'Internal'],
    ]);
    expect(amounts(nota)).toEqual([
      ['Pokok Pinjaman', 'Rp 5,000,000'],
      ['Bunga', 'Rp 46,667'],
      ['Pokok Dibayar', 'Rp 5,000,000'],
      ['Total Bayar', 'Rp 5,046,667'],
      ['Transfer', 'Rp 5,046,667'],
    ]);
    expect(nota.items.map((item) => [item.nama, item.berat, item.harga])).toEqual([
      [['CINCIN POLOS'], '3.000', '3,000,000'],
    ]);
    expect(nota.summary).toBe('1 pcs, 3.000 gr');
    expect(nota.terbilang).toBe('Lima Juta Empat Puluh Enam Ribu Enam Ratus Enam Puluh Tujuh Rupiah');
    expect(nota.syaratKetentuan).toEqual(['Barang jaminan dikembalikan kepada customer.']);
    expect(info(nota)).not.toHaveProperty('Jatuh Tempo');
  });

  it('prints a renewal with the new loan, its term and due date, stamps a cancelled payment and refuses another setting', () => {
    const perpanjang = {
      ...bunga,
      jenis: 'PERPANJANG' as const,
      pokok: 1_000_000,
      total: 1_100_000,
      cash_rp: 1_100_000,
      kembalian: 0,
    };
    const baru = {
      ...loan,
      no_hutang: 'PST-HT-261212-0002',
      pokok: 4_000_000,
      jangka_bulan: 6,
      tgl_jatuh_tempo: '2027-06-10',
    };
    const nota = buildNotaBayarHutang({
      doc: {
        kode_sales: 'S01',
        bayar: perpanjang,
        hutang: { ...loan, status: 'PERPANJANG' },
        hutang_baru: baru,
      },
      toko,
      setting,
    });
    expect(nota.title).toBe('NOTA PERPANJANGAN HUTANG');
    expect(info(nota)).toMatchObject({
      'Hutang Baru': ['PST-HT-261212-0002'],
      'Jangka Waktu': ['6 bulan'],
      'Jatuh Tempo Baru': ['10 Juni 2027'],
    });
    expect(amounts(nota)).toEqual([
      ['Pokok Pinjaman', 'Rp 5,000,000'],
      ['Bunga', 'Rp 100,000'],
      ['Pokok Dibayar', 'Rp 1,000,000'],
      ['Total Bayar', 'Rp 1,100,000'],
      ['Cash', 'Rp 1,100,000'],
      ['Pokok Pinjaman Baru', 'Rp 4,000,000'],
    ]);
    expect(nota.syaratKetentuan).toEqual([
      'Pembeli memberikan waktu kepada penjual paling lama 6 (enam) bulan untuk membeli kembali barang ini.',
      'Jatuh tempo 10 Juni 2027.',
    ]);
    const batal = buildNotaBayarHutang({
      doc: { kode_sales: 'S01', bayar: { ...bunga, status: 'BATAL' }, hutang: loan, hutang_baru: null },
      toko,
      setting,
    });
    expect(batal.stamp).toBe('BATAL');
    expect(() =>
      buildNotaBayarHutang({
        doc: { kode_sales: 'S01', bayar: bunga, hutang: loan, hutang_baru: null },
        toko,
        setting: defaultNotaSetting('SLIP_PESANAN'),
      }),
    ).toThrow(/SLIP_HUTANG/);
  });
});
