import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts/texts.ts';
import { hitungKasSchema, jumlahHitung, PECAHAN_KAS } from './hitung-kas.ts';

describe('jumlahHitung', () => {
  it('adds each denomination times its pieces and the lain-lain, to the rupiah', () => {
    expect(jumlahHitung({}, 0)).toBe(0);
    expect(jumlahHitung({ K100000: 12, K50000: 3, K1000: 2, L1000: 4, L500: 1, L100: 7 }, 250)).toBe(
      1_200_000 + 150_000 + 2_000 + 4_000 + 500 + 700 + 250,
    );
  });

  it('knows every rupiah note and coin in circulation once, the Rp 1.000 note and coin apart', () => {
    expect(PECAHAN_KAS.map((pecahan) => pecahan.nilai)).toEqual([
      100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 1_000, 500, 200, 100,
    ]);
    expect(new Set(PECAHAN_KAS.map((pecahan) => pecahan.kode)).size).toBe(PECAHAN_KAS.length);
  });
});

describe('hitungKasSchema', () => {
  it('fills the denominations not typed with zero', () => {
    const parsed = hitungKasSchema.parse({ kas_buku: 5_000, pecahan: { K5000: 1 } });
    expect(parsed.lain_lain).toBe(0);
    expect(jumlahHitung(parsed.pecahan, parsed.lain_lain)).toBe(5_000);
    expect(Object.keys(parsed.pecahan)).toHaveLength(PECAHAN_KAS.length);
  });

  it('refuses pieces that are negative, fractional or beyond any drawer, and a negative lain-lain', () => {
    for (const pecahan of [{ K50000: -1 }, { K50000: 1.5 }, { L100: 2_000_000 }]) {
      const result = hitungKasSchema.safeParse({ kas_buku: 0, pecahan });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TEXTS.hitungKas.lembar);
    }
    const lain = hitungKasSchema.safeParse({ kas_buku: 0, pecahan: {}, lain_lain: -100 });
    expect(lain.error?.issues[0]?.message).toBe(TEXTS.hitungKas.lainLain);
  });
});
