import { describe, expect, it } from 'vitest';
import { buybackLinePrice } from '../purchases/buyback-price.ts';
import { beliDenganNotaPerGram, kodeTokoPublikSchema } from './papan-harga.ts';

const MULUS = { nama: 'MULUS', type_kondisi: 'PERSENTASE', persentase: 10, rupiah_per_gram: 0 } as const;
const RUSAK = { nama: 'RUSAK', type_kondisi: 'RP', persentase: 0, rupiah_per_gram: 250_000 } as const;

describe('beliDenganNotaPerGram', () => {
  it('prices a gram with its receipt as a buyback line does, in the condition that cuts least', () => {
    const aturan = { pembulatan: 500, roundDown: false };
    // 1,480,000 less 10 % = 1,332,000; less Rp 250,000 a gram = 1,230,000.
    expect(beliDenganNotaPerGram(1_480_000, [RUSAK, MULUS], aturan)).toEqual({
      harga: 1_332_000,
      kondisi: 'MULUS',
    });
    expect(beliDenganNotaPerGram(1_480_000, [RUSAK], aturan)).toEqual({ harga: 1_230_000, kondisi: 'RUSAK' });
    // The same rounding as the counter: 1,234,567 less 10 % = 1,111,110.3 -> up to 1,111,500, or down.
    const line = (roundDown: boolean) =>
      buybackLinePrice({ base: 1_234_567, berat: 1000, kondisi: MULUS, pembulatan: 500, roundDown }).harga;
    expect(beliDenganNotaPerGram(1_234_567, [MULUS], aturan)?.harga).toBe(line(false));
    expect(beliDenganNotaPerGram(1_234_567, [MULUS], { pembulatan: 500, roundDown: true })?.harga).toBe(
      line(true),
    );
    expect(line(false)).toBeGreaterThan(line(true));
  });

  it('has no price without a condition', () => {
    expect(beliDenganNotaPerGram(1_480_000, [], { pembulatan: 500, roundDown: false })).toBeNull();
  });
});

describe('kodeTokoPublikSchema', () => {
  it('takes a shop code in either case, and nothing that is not one', () => {
    expect(kodeTokoPublikSchema.parse('pst')).toBe('PST');
    for (const bad of ['', 'P S T', '../etc', 'x'.repeat(21), 'PST;DROP']) {
      expect(kodeTokoPublikSchema.safeParse(bad).success).toBe(false);
    }
  });
});
