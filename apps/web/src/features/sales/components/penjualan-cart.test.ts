import type { Barang, PenjualanHarga } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { WEB_TEXTS } from '../../../texts';
import { addToCart, cartItems, cartTotals, isBelowSystem, setHargaJual } from './penjualan-cart';

function priced(kode: string, berat: number, hargaSystem: number): PenjualanHarga {
  return {
    barang: {
      kode_barcode: kode,
      kode_gudang: 'TOKO',
      kode_baki: 'CC01',
      berat,
    } as Barang,
    harga_gram: 1_480_000,
    harga_emas: hargaSystem,
    ongkos_rp: 0,
    harga_atribut: 0,
    harga_system: hargaSystem,
    harga_belum_diinput: false,
  };
}

describe('penjualan cart', () => {
  it('adds a piece at its system price and refuses it twice', () => {
    const first = addToCart([], priced('00000001', 3.27, 5_003_500));
    expect(first.problem).toBeUndefined();
    expect(first.lines[0]?.harga_jual).toBe(5_003_500);
    const again = addToCart(first.lines, priced('00000001', 3.27, 5_003_500));
    expect(again.problem).toBe(WEB_TEXTS.penjualanCart.sudahAda('00000001'));
    expect(again.lines).toHaveLength(1);
  });

  it('sums grams in milligrams and rupiah exactly', () => {
    let lines = addToCart([], priced('00000001', 0.1, 100_000)).lines;
    lines = addToCart(lines, priced('00000002', 0.2, 200_500)).lines;
    expect(cartTotals(lines)).toEqual({ jumlah: 2, beratMg: 300, hargaSystem: 300_500, total: 300_500 });
  });

  it('marks a line asked below the system price, and sends the agreed price with the scanned place', () => {
    const lines = setHargaJual(
      addToCart([], priced('00000001', 3.27, 5_003_500)).lines,
      '00000001',
      4_900_000,
    );
    expect(lines[0] && isBelowSystem(lines[0])).toBe(true);
    expect(cartTotals(lines).total).toBe(4_900_000);
    expect(cartItems(lines)).toEqual([
      { kode_barcode: '00000001', kode_gudang: 'TOKO', kode_baki: 'CC01', harga_jual: 4_900_000 },
    ]);
    expect(setHargaJual(lines, '00000001', -5)[0]?.harga_jual).toBe(0);
  });
});
