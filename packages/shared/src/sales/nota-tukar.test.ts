import { describe, expect, it } from 'vitest';
import type { PembelianDoc, PembelianLine } from '../purchases/pembelian.schemas.ts';
import { defaultNotaSetting } from '../settings/nota-settings.schemas.ts';
import { buildSlipTukar } from './nota-tukar.ts';
import type { PenjualanDoc, PenjualanLine } from './penjualan.schemas.ts';
import type { TukarDoc } from './tukar.schemas.ts';

const toko = { nama_toko: 'Toko Emas Pusat', alamat_toko: 'Jl. Pasar Baru No. 1', telepon: '' };
const customer = {
  kode_sales: 'S01',
  kode_member: '',
  nama_customer: 'IBU ANI SURYANI',
  no_hp: '',
  alamat_customer: '',
  tgl_system: '2026-11-25',
  jam: '10:15:00',
  status_valid: 'OPEN' as const,
  status: 'OK' as const,
  input_by: 'KASIR',
  valid_by: null,
};

/** The big ring: 10 g x 1,480,000. */
const sold: PenjualanLine = {
  no_faktur_jual: 'PST-FJ-261125-0001-1',
  kode_barcode: '00000003',
  kode_gudang: 'TOKO',
  kode_baki: 'LT17',
  kode_group: '750',
  kode_dept: 'CC',
  nama_barang: 'CINCIN BESAR',
  kadar_cetak: '750',
  berat: 10,
  harga_gram: 1_480_000,
  ongkos: 0,
  harga_atribut: 0,
  harga_system: 14_800_000,
  harga_jual: 14_800_000,
  status: 'OK',
};

/** The ring sold last week, back with its receipt: 4,840,000 less half of MULUS' 10 %. */
const tradedIn: PembelianLine = {
  no_faktur_beli: 'PST-FB-261125-0001-1',
  kode_barcode: '00000001',
  no_faktur_jual: 'PST-FJ-261118-0002-1',
  kode_gudang: '',
  kode_baki: '',
  kode_group: '750',
  kode_dept: 'CC',
  nama_barang: 'CINCIN CONTOH',
  kadar_cetak: '750',
  berat_nota: 3.27,
  berat: 3.27,
  harga_nota: 4_840_000,
  kode_kondisi: 'MULUS',
  type_kondisi: 'PERSENTASE',
  potongan: 242_000,
  harga_system: 4_598_000,
  harga: 4_598_000,
  harga_rata: 1_406_116,
  status: 'OK',
};

const penjualan = (overrides: Partial<PenjualanDoc>): PenjualanDoc => ({
  ...customer,
  no_faktur_group: 'PST-FJ-261125-0001',
  kode_marketplace: '',
  total: 14_800_000,
  cash_rp: 5_000_000,
  transfer_rp: 5_202_000,
  no_rekening: '1234567890',
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
  tukar_rp: 4_598_000,
  no_faktur_beli_tukar: 'PST-FB-261125-0001',
  items: [sold],
  ...overrides,
});

const pembelian = (overrides: Partial<PembelianDoc>): PembelianDoc => ({
  ...customer,
  no_faktur_group: 'PST-FB-261125-0001',
  total: 4_598_000,
  cash_rp: 0,
  transfer_rp: 0,
  no_rekening: '',
  tukar_rp: 4_598_000,
  items: [tradedIn],
  ...overrides,
});

const tambah: TukarDoc = {
  penjualan: penjualan({}),
  pembelian: pembelian({}),
  tukar_kurang: 0,
  tukar_tambah: 10_202_000,
};

describe('buildSlipTukar', () => {
  it('tukar tambah: the new piece and the gold brought in, what the customer paid on top and how', () => {
    const nota = buildSlipTukar({
      doc: tambah,
      toko,
      setting: defaultNotaSetting('SLIP_TUKAR'),
      namaSales: 'RINA',
    });
    expect(nota.title).toBe('SLIP TUKAR');
    expect(nota.number).toBe('PST-FJ-261125-0001');
    expect(nota.info.slice(0, 2)).toEqual([
      { label: 'No Nota Jual', lines: ['PST-FJ-261125-0001'] },
      { label: 'No Nota Beli', lines: ['PST-FB-261125-0001'] },
    ]);
    expect(nota.items.map((item) => [item.kode, item.keterangan, item.berat, item.harga])).toEqual([
      ['00000003', 'Jual · 750 / 750', '10.000', '14,800,000'],
      ['00000001', 'Tukar · 750 / 750 · MULUS', '3.270', '4,598,000'],
    ]);
    expect(nota.summary).toBe('Jual 1 pcs, 10.000 gr · Tukar 1 pcs, 3.270 gr');
    expect(nota.amounts).toEqual([
      { label: 'Total Penjualan', value: 'Rp 14,800,000', strong: true },
      { label: 'Nilai Tukar', detail: 'PST-FB-261125-0001', value: 'Rp 4,598,000' },
      { label: 'Tukar Tambah', value: 'Rp 10,202,000', strong: true },
      { label: 'Cash', value: 'Rp 5,000,000' },
      { label: 'Transfer', detail: 'Rek. 1234567890', value: 'Rp 5,202,000' },
    ]);
    expect(nota.terbilang).toBe('Sepuluh Juta Dua Ratus Dua Ribu Rupiah');
    expect(nota.copies).toEqual(['Customer']);
    expect(nota.stamp).toBeNull();
  });

  it('tukar kurang: the shop pays out what the gold is worth beyond the sale; two copies when the flag is on', () => {
    const kurang: TukarDoc = {
      penjualan: penjualan({
        total: 1_480_000,
        cash_rp: 0,
        transfer_rp: 0,
        no_rekening: '',
        tukar_rp: 1_480_000,
      }),
      pembelian: pembelian({ total: 4_598_000, cash_rp: 3_118_000, tukar_rp: 1_480_000 }),
      tukar_kurang: 3_118_000,
      tukar_tambah: 0,
    };
    const setting = { ...defaultNotaSetting('SLIP_TUKAR'), duplicate: true };
    const nota = buildSlipTukar({ doc: kurang, toko, setting, namaSales: '' });
    expect(nota.amounts).toEqual([
      { label: 'Total Penjualan', value: 'Rp 1,480,000', strong: true },
      { label: 'Nilai Tukar', detail: 'PST-FB-261125-0001', value: 'Rp 4,598,000' },
      { label: 'Tukar Kurang (dibayar toko)', value: 'Rp 3,118,000', strong: true },
    ]);
    expect(nota.terbilang).toBe('Tiga Juta Seratus Delapan Belas Ribu Rupiah');
    expect(nota.info.find((line) => line.label === 'Sales')?.lines).toEqual(['S01']);
    expect(nota.copies).toEqual(['Customer', 'Internal']);
  });

  it('stamps a cancelled trade-in BATAL, and refuses another slip type’s setting', () => {
    const batal: TukarDoc = { ...tambah, penjualan: penjualan({ status: 'CANC' }) };
    const setting = defaultNotaSetting('SLIP_TUKAR');
    expect(buildSlipTukar({ doc: batal, toko, setting, namaSales: 'RINA' }).stamp).toBe('BATAL');
    expect(() =>
      buildSlipTukar({ doc: tambah, toko, setting: defaultNotaSetting('SLIP_PEMBELIAN'), namaSales: 'RINA' }),
    ).toThrow('SLIP_TUKAR');
  });
});
