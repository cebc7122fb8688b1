import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGrams, gramsToMilligrams, milligramsToGrams } from './weight.ts';

describe('grams and milligrams', () => {
  it('reads grams with up to three decimals exactly', () => {
    expect(gramsToMilligrams('3.270')).toBe(3_270);
    expect(gramsToMilligrams(10.5)).toBe(10_500);
    expect(gramsToMilligrams('0.05')).toBe(50);
    expect(gramsToMilligrams(120.5)).toBe(120_500);
    expect(gramsToMilligrams('7')).toBe(7_000);
  });

  it('refuses more precision than the scale has, and non-numbers', () => {
    expect(() => gramsToMilligrams('1.2345')).toThrow(RangeError);
    expect(() => gramsToMilligrams('abc')).toThrow(RangeError);
    expect(() => gramsToMilligrams(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips every milligram value through grams', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (mg) => {
        expect(gramsToMilligrams(milligramsToGrams(mg))).toBe(mg);
      }),
    );
  });

  it('sums weights in milligrams without float drift', () => {
    const lines = ['0.1', '0.2', '0.3'].map(gramsToMilligrams);
    expect(lines.reduce((a, b) => a + b, 0)).toBe(600);
    expect(0.1 + 0.2 + 0.3).not.toBe(0.6);
  });

  it('formats grams with three decimals and thousands commas', () => {
    expect(formatGrams(3_270)).toBe('3.270');
    expect(formatGrams(1_234_567)).toBe('1,234.567');
    expect(formatGrams(50)).toBe('0.050');
    expect(formatGrams(-1_500)).toBe('-1.500');
  });
});
