import { describe, expect, it } from 'vitest';
import { terbilang } from './terbilang.ts';

describe('terbilang', () => {
  it.each([
    [0, 'nol rupiah'],
    [1, 'satu rupiah'],
    [11, 'sebelas rupiah'],
    [12, 'dua belas rupiah'],
    [19, 'sembilan belas rupiah'],
    [20, 'dua puluh rupiah'],
    [100, 'seratus rupiah'],
    [111, 'seratus sebelas rupiah'],
    [500, 'lima ratus rupiah'],
    [1000, 'seribu rupiah'],
    [1500, 'seribu lima ratus rupiah'],
    [10_000, 'sepuluh ribu rupiah'],
    [11_000, 'sebelas ribu rupiah'],
    [100_000, 'seratus ribu rupiah'],
    [101_000, 'seratus satu ribu rupiah'],
    [1_000_000, 'satu juta rupiah'],
    [1_250_500, 'satu juta dua ratus lima puluh ribu lima ratus rupiah'],
    [4_839_000, 'empat juta delapan ratus tiga puluh sembilan ribu rupiah'],
    [2_000_000_000, 'dua miliar rupiah'],
    [1_000_001_000, 'satu miliar seribu rupiah'],
    [3_000_000_000_000, 'tiga triliun rupiah'],
    [-2500, 'minus dua ribu lima ratus rupiah'],
  ])('%i → %s', (amount, text) => {
    expect(terbilang(amount)).toBe(text);
  });

  it('refuses what is not whole rupiah', () => {
    expect(() => terbilang(1.5)).toThrow(RangeError);
  });
});
