import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBelowSystemPrice, saleLinePrice } from './sale-price.ts';

const base = {
  berat: 3_270,
  hargaGram: 1_480_000,
  ongkosType: 'GRAM' as const,
  ongkos: 50_000,
  hargaAtribut: 25_000,
  diskon: 0,
  pembulatan: 500,
};

describe('saleLinePrice', () => {
  it('prices a 3.27 g ring at Rp 1,480,000 per gram with ongkos per gram and a stone', () => {
    // 3.27 x 1,480,000 = 4,839,600; ongkos 3.27 x 50,000 = 163,500; + 25,000 = 5,028,100 -> 5,028,500
    expect(saleLinePrice(base)).toEqual({
      hargaEmas: 4_839_600,
      ongkosRp: 163_500,
      hargaSystem: 5_028_500,
      hargaJual: 5_028_500,
    });
  });

  it('adds a fixed ongkos as it is, and takes a discount before rounding', () => {
    const price = saleLinePrice({ ...base, ongkosType: 'TOTAL', ongkos: 150_000, diskon: 28_000 });
    expect(price.ongkosRp).toBe(150_000);
    // 4,839,600 + 150,000 + 25,000 = 5,014,600 -> system 5,015,000; less 28,000 = 4,986,600 -> 4,987,000
    expect(price.hargaSystem).toBe(5_015_000);
    expect(price.hargaJual).toBe(4_987_000);
    expect(isBelowSystemPrice(price, price.hargaJual)).toBe(true);
    expect(isBelowSystemPrice(price, price.hargaSystem)).toBe(false);
  });

  it('keeps 1.1 g at Rp 1,000,000 exact, where floats would not', () => {
    expect(
      saleLinePrice({ ...base, berat: 1_100, hargaGram: 1_000_000, ongkos: 0, hargaAtribut: 0 }).hargaEmas,
    ).toBe(1_100_000);
  });

  it('is always a multiple of the pembulatan, never below the unrounded amount, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.constantFrom('GRAM' as const, 'TOTAL' as const),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(1, 100, 500, 1000),
        (berat, hargaGram, ongkosType, ongkos, hargaAtribut, diskon, pembulatan) => {
          const price = saleLinePrice({
            berat,
            hargaGram,
            ongkosType,
            ongkos,
            hargaAtribut,
            diskon,
            pembulatan,
          });
          const gross = price.hargaEmas + price.ongkosRp + hargaAtribut;
          expect(price.hargaSystem % pembulatan).toBe(0);
          expect(price.hargaJual % pembulatan).toBe(0);
          expect(price.hargaSystem).toBeGreaterThanOrEqual(gross);
          expect(price.hargaSystem - gross).toBeLessThan(pembulatan);
          expect(price.hargaJual).toBeGreaterThanOrEqual(0);
          expect(price.hargaJual).toBeLessThanOrEqual(price.hargaSystem);
        },
      ),
    );
  });
});
