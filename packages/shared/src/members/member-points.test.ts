import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PointRule, salePoints } from './member-points.ts';

/** The demo chain's Parameter Point (seed-master-data.ts). */
const DEMO_RULES: PointRule[] = [
  { tipe_poin: 'BERAT', kode_group: '750', beratMinMg: 1000, beratMaxMg: 5000, kelipatanRp: 0, poin: 10 },
  { tipe_poin: 'BERAT', kode_group: '750', beratMinMg: 5001, beratMaxMg: 100_000, kelipatanRp: 0, poin: 25 },
  { tipe_poin: 'BERAT', kode_group: 'LM', beratMinMg: 1000, beratMaxMg: 1_000_000, kelipatanRp: 0, poin: 30 },
  { tipe_poin: 'RUPIAH', kode_group: null, beratMinMg: 0, beratMaxMg: 0, kelipatanRp: 1_000_000, poin: 1 },
];

describe('salePoints', () => {
  it('gives the worked example ring its bracket and one point per whole million', () => {
    // 3.270 g of 18K sold at 5,003,500: bracket 1-5 g (10) + 5 whole millions (5).
    expect(salePoints([{ kode_group: '750', berat: 3270, hargaJual: 5_003_500 }], DEMO_RULES)).toBe(15);
  });

  it('adds the pieces of a visit, each in its own bracket, and the millions of the whole visit', () => {
    const lines = [
      { kode_group: '750', berat: 3270, hargaJual: 5_003_500 },
      { kode_group: '750', berat: 7000, hargaJual: 10_600_000 },
      { kode_group: '700', berat: 10_500, hargaJual: 14_490_000 },
    ];
    // 10 + 25 + 0 (no rule for 700) + floor(30,093,500 / 1,000,000) = 30.
    expect(salePoints(lines, DEMO_RULES)).toBe(10 + 25 + 30);
  });

  it('pays the bracket edges inclusively and nothing below the first', () => {
    expect(salePoints([{ kode_group: '750', berat: 1000, hargaJual: 0 }], DEMO_RULES)).toBe(10);
    expect(salePoints([{ kode_group: '750', berat: 5000, hargaJual: 0 }], DEMO_RULES)).toBe(10);
    expect(salePoints([{ kode_group: '750', berat: 5001, hargaJual: 0 }], DEMO_RULES)).toBe(25);
    expect(salePoints([{ kode_group: '750', berat: 999, hargaJual: 0 }], DEMO_RULES)).toBe(0);
  });

  it('pays a piece once when brackets overlap: the best rule', () => {
    const overlapping: PointRule[] = [
      { tipe_poin: 'BERAT', kode_group: null, beratMinMg: 0, beratMaxMg: 0, kelipatanRp: 0, poin: 2 },
      { tipe_poin: 'BERAT', kode_group: '750', beratMinMg: 0, beratMaxMg: 10_000, kelipatanRp: 0, poin: 7 },
    ];
    expect(salePoints([{ kode_group: '750', berat: 3000, hargaJual: 0 }], overlapping)).toBe(7);
    expect(salePoints([{ kode_group: '700', berat: 3000, hargaJual: 0 }], overlapping)).toBe(2);
  });

  it('counts a group-bound rupiah rule over that group only', () => {
    const rules: PointRule[] = [
      { tipe_poin: 'RUPIAH', kode_group: 'LM', beratMinMg: 0, beratMaxMg: 0, kelipatanRp: 500_000, poin: 3 },
    ];
    const lines = [
      { kode_group: 'LM', berat: 1000, hargaJual: 1_950_000 },
      { kode_group: '750', berat: 1000, hargaJual: 9_000_000 },
    ];
    expect(salePoints(lines, rules)).toBe(3 * 3);
  });

  it('never gives fewer points for a visit than for any of its parts (cancelling never adds)', () => {
    const line = fc.record({
      kode_group: fc.constantFrom('750', 'LM', '700'),
      berat: fc.integer({ min: 0, max: 200_000 }),
      hargaJual: fc.integer({ min: 0, max: 500_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.nat(8), (lines, cut) => {
        const kept = lines.slice(0, cut);
        expect(salePoints(kept, DEMO_RULES)).toBeLessThanOrEqual(salePoints(lines, DEMO_RULES));
      }),
    );
  });
});
