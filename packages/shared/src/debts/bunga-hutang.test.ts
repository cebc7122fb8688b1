import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bungaHutang, hariAntara, maksPinjaman } from './bunga-hutang.ts';

describe('bungaHutang', () => {
  // Rp 10,000,000 at 2.5 % a month is Rp 8,333.33... a day, rounded up to Rp 500.
  it.each([
    [1, 8_500],
    [29, 242_000],
    [30, 250_000],
    [31, 258_500],
    [365, 3_042_000],
  ])('charges Rp 10,000,000 at 2.5 %% for %i days: %i', (hari, bunga) => {
    expect(bungaHutang({ pokok: 10_000_000, bungaPersen: 2.5, hari, pembulatan: 500 })).toBe(bunga);
  });

  // Rp 7,350,000 at 1.75 %: Rp 128,625 a month, Rp 4,287.50 a day.
  it.each([
    [1, 4_500],
    [29, 124_500],
    [30, 129_000],
    [31, 133_000],
    [365, 1_565_000],
  ])('charges Rp 7,350,000 at 1.75 %% for %i days: %i', (hari, bunga) => {
    expect(bungaHutang({ pokok: 7_350_000, bungaPersen: 1.75, hari, pembulatan: 500 })).toBe(bunga);
  });

  it('charges the first period at least the minimum days, and later periods as they run', () => {
    const first = { pokok: 10_000_000, bungaPersen: 2.5, pembulatan: 500, minHari: 30 };
    expect(bungaHutang({ ...first, hari: 1 })).toBe(250_000);
    expect(bungaHutang({ ...first, hari: 29 })).toBe(250_000);
    expect(bungaHutang({ ...first, hari: 31 })).toBe(258_500);
    expect(bungaHutang({ ...first, hari: 0, minHari: 0 })).toBe(0);
  });

  it('charges whole rupiah without a pembulatan', () => {
    // 1,000,001 x 3 % / 30 = 1,000.001 a day: rounded up to 1,001.
    expect(bungaHutang({ pokok: 1_000_001, bungaPersen: 3, hari: 1, pembulatan: 0 })).toBe(1_001);
  });

  it('refuses a rate with more than two decimals, a negative rate or a fractional principal', () => {
    expect(() => bungaHutang({ pokok: 1_000, bungaPersen: 2.505, hari: 1, pembulatan: 500 })).toThrow(
      RangeError,
    );
    expect(() => bungaHutang({ pokok: 1_000, bungaPersen: -1, hari: 1, pembulatan: 500 })).toThrow(
      RangeError,
    );
    expect(() => bungaHutang({ pokok: 1_000.5, bungaPersen: 2, hari: 1, pembulatan: 500 })).toThrow(
      RangeError,
    );
  });

  const inputs = fc.record({
    pokok: fc.integer({ min: 0, max: 10_000_000_000 }),
    bungaPersen: fc.integer({ min: 0, max: 1_000 }).map((hundredths) => hundredths / 100),
    hari: fc.integer({ min: 0, max: 3_650 }),
    pembulatan: fc.constantFrom(0, 1, 100, 500, 1_000),
    minHari: fc.constantFrom(0, 15, 30),
  });

  it('is never negative, a multiple of the pembulatan, and exact: under one step above the true figure', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const bunga = bungaHutang(input);
        const step = Math.max(input.pembulatan, 1);
        expect(Number.isSafeInteger(bunga)).toBe(true);
        expect(bunga).toBeGreaterThanOrEqual(0);
        expect(bunga % step).toBe(0);
        // The true figure as a fraction: pokok x hundredths x days / (10,000 x 30).
        const days = Math.max(input.hari, input.minHari);
        const exact = BigInt(input.pokok) * BigInt(Math.round(input.bungaPersen * 100)) * BigInt(days);
        const charged = BigInt(bunga) * 300_000n;
        expect(charged >= exact).toBe(true);
        expect(charged - exact < BigInt(step) * 300_000n).toBe(true);
      }),
    );
  });

  it('never falls when more days pass, nor when the principal grows', () => {
    fc.assert(
      fc.property(
        inputs,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (input, more, extra) => {
          expect(bungaHutang({ ...input, hari: input.hari + more })).toBeGreaterThanOrEqual(
            bungaHutang(input),
          );
          expect(bungaHutang({ ...input, pokok: input.pokok + extra })).toBeGreaterThanOrEqual(
            bungaHutang(input),
          );
        },
      ),
    );
  });
});

describe('hariAntara and maksPinjaman', () => {
  it('counts calendar days, across months and a leap day, and never below 0', () => {
    expect(hariAntara('2026-11-22', '2026-11-23')).toBe(1);
    expect(hariAntara('2026-11-22', '2027-01-06')).toBe(45);
    expect(hariAntara('2028-02-28', '2028-03-01')).toBe(2);
    expect(hariAntara('2026-11-22', '2026-11-20')).toBe(0);
  });

  it('lends at most the share of the value, rounded down', () => {
    expect(maksPinjaman(10_000_000, 70)).toBe(7_000_000);
    expect(maksPinjaman(4_512_345, 70)).toBe(3_158_641);
    expect(maksPinjaman(1_000_001, 72.5)).toBe(725_000);
  });
});
