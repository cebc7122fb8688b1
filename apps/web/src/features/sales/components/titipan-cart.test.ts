import { TEXTS, type TitipanLine } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { ambilItems, batalTitipanPesan, dpProblem, titipanTotals } from './titipan-cart';

const line = (kode: string, berat: number, hargaJual: number): TitipanLine => ({
  kode_barcode: kode,
  kode_gudang: 'TOKO',
  kode_baki: 'CC01',
  gudang_sekarang: 'TITIP',
  baki_sekarang: 'TT01',
  kode_group: '750',
  kode_dept: 'CC',
  nama_barang: 'CINCIN',
  kadar_cetak: '750',
  berat,
  harga_gram: 1_480_000,
  ongkos: 0,
  harga_atribut: 0,
  harga_jual: hargaJual,
});

describe('titipan cart', () => {
  it('sends the deposit’s own pieces where they lie now, not their original tray, and no price', () => {
    const doc = { items: [line('00000001', 3.27, 5_003_500), line('00000002', 2, 2_960_000)] };
    expect(ambilItems(doc)).toEqual([
      { kode_barcode: '00000001', kode_gudang: 'TITIP', kode_baki: 'TT01' },
      { kode_barcode: '00000002', kode_gudang: 'TITIP', kode_baki: 'TT01' },
    ]);
  });

  it('sums the agreed prices and milligrams exactly and leaves the DP out of what is still owed', () => {
    expect(titipanTotals({ items: [line('1', 0.1, 160_000), line('2', 0.2, 296_000)], dp: 300_000 })).toEqual(
      {
        jumlah: 2,
        beratMg: 300,
        total: 456_000,
        dp: 300_000,
        sisa: 156_000,
      },
    );
  });

  it('asks for a DP above zero and no more than the pieces’ price', () => {
    expect(dpProblem(undefined, 5_003_500)).toBe(TEXTS.titipan.dpHarusDiisi);
    expect(dpProblem(0, 5_003_500)).toBe(TEXTS.titipan.dpHarusDiisi);
    expect(dpProblem(5_003_501, 5_003_500)).toBe(TEXTS.titipan.dpLebih);
    expect(dpProblem(5_003_500, 5_003_500)).toBeNull();
    expect(dpProblem(1_000_000, 5_003_500)).toBeNull();
  });

  it('tells where the DP and each piece went once a deposit is cancelled', () => {
    expect(
      batalTitipanPesan({
        no_titip: 'PST-TP-261122-0002',
        nama_customer: 'BAPAK HENDRA',
        dp: 500_000,
        items: [line('00000001', 3.27, 5_003_500), { ...line('00000002', 2, 2_960_000), kode_baki: 'LT17' }],
      }),
    ).toBe(
      'Titipan PST-TP-261122-0002 dibatalkan: DP Rp 500,000 dikembalikan ke BAPAK HENDRA, barang kembali: 00000001 ke baki CC01, 00000002 ke baki LT17',
    );
  });
});
