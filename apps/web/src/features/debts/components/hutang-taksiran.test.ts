import type { HargaEmasRow } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import {
  hutangItemsBody,
  jatuhTempoOf,
  kondisiFor,
  kondisiPinjamanOf,
  payoutProblem,
  perluOtorisasi,
  taksiranOf,
} from './hutang-taksiran';

const price = (kode_group: string, harga_beli: number): HargaEmasRow => ({
  kode_group,
  nama_group: kode_group,
  tanggal: '2026-11-27',
  harga_jual: harga_beli + 100_000,
  harga_beli,
  sumber: 'HARIAN',
  harga_master_jual: 0,
  harga_master_beli: 0,
  updated_by: 'OWNER',
  updated_at: null,
});
const PRICES = [price('750', 1_380_000), price('700', 1_290_000), price('999', 0)];

const TIERS = kondisiPinjamanOf([
  {
    kode_pinjaman: 'P1',
    nama_pinjaman: 'KECIL',
    pinjaman_min: '0',
    pinjaman_max: '5000000',
    bunga_persen: '2.5',
  },
  {
    kode_pinjaman: 'P2',
    nama_pinjaman: 'SEDANG',
    pinjaman_min: 5_000_001,
    pinjaman_max: 20_000_000,
    bunga_persen: 2,
  },
  {
    kode_pinjaman: 'P3',
    nama_pinjaman: 'BESAR',
    pinjaman_min: 20_000_001,
    pinjaman_max: 1e12,
    bunga_persen: 1.75,
  },
]);

describe('Transaksi Hutang valuation', () => {
  it('values each piece at the day’s buy price of its group, rounded up, and the maximum at 70 % rounded down', () => {
    const taksiran = taksiranOf(
      [
        { kode_group: '750', berat: '3.270' },
        { kode_group: '700', berat: '10.5' },
      ],
      PRICES,
      70,
    );
    expect(taksiran.lines.map((line) => [line.hargaGram, line.nilai])).toEqual([
      [1_380_000, 4_512_600],
      [1_290_000, 13_545_000],
    ]);
    expect(taksiran).toMatchObject({
      berat: 13.77,
      nilaiTaksiran: 18_057_600,
      maksPinjaman: 12_640_320,
      tanpaHarga: [],
    });
    // 1 mg at Rp 1,380,000/g is Rp 1,380.
    expect(taksiranOf([{ kode_group: '750', berat: '0.001' }], PRICES, 70).nilaiTaksiran).toBe(1_380);
  });

  it('leaves a piece unvalued until its weight is valid, and names a group without a buy price today', () => {
    const taksiran = taksiranOf(
      [
        { kode_group: '750', berat: '' },
        { kode_group: '750', berat: '1.2345' },
        { kode_group: '999', berat: '2' },
        undefined,
      ],
      PRICES,
      70,
    );
    expect(taksiran.lines.map((line) => line.nilai)).toEqual([null, null, null, null]);
    expect(taksiran).toMatchObject({ nilaiTaksiran: 0, maksPinjaman: 0, tanpaHarga: ['999'], berat: 2 });
  });

  it('finds the tier by amount, edges included, and none outside every tier', () => {
    expect(kondisiFor(TIERS, 5_000_000)?.kode_pinjaman).toBe('P1');
    expect(kondisiFor(TIERS, 5_000_001)).toMatchObject({ kode_pinjaman: 'P2', bunga_persen: 2 });
    expect(kondisiFor(TIERS, 25_000_000)?.bunga_persen).toBe(1.75);
    expect(kondisiFor(TIERS.slice(0, 1), 6_000_000)).toBeUndefined();
    // Overlapping tiers: the narrowest wins, as on the server.
    const narrow = { ...TIERS[0], kode_pinjaman: 'PX', pinjaman_min: 1_000_000, pinjaman_max: 2_000_000 };
    expect(kondisiFor([...TIERS, narrow as (typeof TIERS)[number]], 1_500_000)?.kode_pinjaman).toBe('PX');
  });

  it('dates the due day 30 days a month, asks otorisasi only above the maximum, and wants the payout exact', () => {
    expect(jatuhTempoOf('2026-11-27', 4)).toBe('2027-03-27');
    expect(jatuhTempoOf('2026-11-27', 1)).toBe('2026-12-27');
    expect([perluOtorisasi(12_640_320, 12_640_320), perluOtorisasi(12_640_321, 12_640_320)]).toEqual([
      false,
      true,
    ]);
    expect(payoutProblem(10_000_000, 6_000_000, 4_000_000)).toBeUndefined();
    expect(payoutProblem(10_000_000, 6_000_000, 3_000_000)).toBe(
      'Pembayaran pinjaman harus tepat Rp 10,000,000 (cash + transfer)',
    );
  });

  it('sends the rows as the server takes them', () => {
    expect(
      hutangItemsBody([
        {
          kode_group: '750',
          kode_dept: 'CC',
          nama_barang: 'CINCIN',
          berat: '3.270',
          kadar: '75',
          jumlah: '',
          foto: 'k',
        },
      ]),
    ).toEqual([
      {
        kode_group: '750',
        kode_dept: 'CC',
        nama_barang: 'CINCIN',
        berat: '3.270',
        kadar: '75',
        jumlah: '1',
        foto: 'k',
      },
    ]);
  });
});
