import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf, priceOfWeight, roundDownTo, roundUpTo, sumRupiah } from './money.ts';
import { gramsToMilligrams } from './weight.ts';

describe('roundUpTo', () => {
  it('rounds up to the next multiple and leaves multiples alone', () => {
    expect(roundUpTo(5_003_100, 500)).toBe(5_003_500);
    expect(roundUpTo(5_003_500, 500)).toBe(5_003_500);
    expect(roundUpTo(1, 500)).toBe(500);
    expect(roundUpTo(0, 500)).toBe(0);
    expect(roundUpTo(1_234, 1_000)).toBe(2_000);
  });

  it('uses 500 when no step is given', () => {
    expect(roundUpTo(1_100_001)).toBe(1_100_500);
  });

  it('is the smallest multiple of the step not below the amount, for any step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 1, max: 100_000 }),
        (amount, step) => {
          const rounded = roundUpTo(amount, step);
          expect(rounded % step).toBe(0);
          expect(rounded).toBeGreaterThanOrEqual(amount);
          expect(rounded - amount).toBeLessThan(step);
        },
      ),
    );
  });

  it('refuses fractional rupiah', () => {
    expect(() => roundUpTo(10.5, 500)).toThrow(RangeError);
  });
});

describe('roundDownTo', () => {
  it('is the largest multiple of the step not above the amount', () => {
    expect(roundDownTo(4_349_999, 1_000)).toBe(4_349_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 1, max: 100_000 }),
        (amount, step) => {
          const rounded = roundDownTo(amount, step);
          expect(rounded % step).toBe(0);
          expect(amount - rounded).toBeGreaterThanOrEqual(0);
          expect(amount - rounded).toBeLessThan(step);
        },
      ),
    );
  });
});

describe('priceOfWeight', () => {
  it('prices 1.1 g at Rp 1,000,000 at exactly Rp 1,100,000', () => {
    expect(priceOfWeight(gramsToMilligrams('1.1'), 1_000_000)).toBe(1_100_000);
  });

  it('avoids the float trap of multiplying grams directly', () => {
    expect(4.35 * 100).not.toBe(435);
    expect(priceOfWeight(gramsToMilligrams('4.35'), 100)).toBe(435);
    expect(priceOfWeight(gramsToMilligrams('0.3'), 3)).toBe(1); // 0.9 rupiah rounds up to a whole rupiah
  });

  it('reproduces the worked example of the domain notes', () => {
    // 3.270 g x 1,480,000 = 4,839,600 + ongkos 163,500 = 5,003,100 -> 5,003,500
    const harga = priceOfWeight(3_270, 1_480_000);
    const ongkos = priceOfWeight(3_270, 50_000);
    expect(harga).toBe(4_839_600);
    expect(ongkos).toBe(163_500);
    expect(roundUpTo(harga + ongkos, 500)).toBe(5_003_500);
  });

  it('never loses a rupiah: mg x price / 1000 rounded up, exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (mg, price) => {
          const result = priceOfWeight(mg, price);
          const exact = BigInt(mg) * BigInt(price);
          expect(BigInt(result) * 1000n >= exact).toBe(true);
          expect(BigInt(result - 1) * 1000n < exact || result === 0).toBe(true);
        },
      ),
    );
  });

  it('adds up: the price of two weights together is within a rupiah of the parts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        (a, b, price) => {
          const whole = priceOfWeight(a + b, price);
          const parts = priceOfWeight(a, price) + priceOfWeight(b, price);
          expect(parts - whole).toBeGreaterThanOrEqual(0);
          expect(parts - whole).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('percentOf', () => {
  it('takes decimal percentages exactly and rounds up to the rupiah', () => {
    expect(percentOf(5_003_500, 10)).toBe(500_350);
    expect(percentOf(1_000_000, 1.1)).toBe(11_000);
    expect(percentOf(999, 12.5)).toBe(125); // 124.875 -> 125
  });
});

describe('sumRupiah', () => {
  it('adds integer amounts and refuses fractions', () => {
    expect(sumRupiah([1_000, 2_500, 500])).toBe(4_000);
    expect(() => sumRupiah([1, 0.5])).toThrow(RangeError);
  });
});
