import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOfWeight } from '../common/money.ts';
import { ppnPersenOf, pureGoldMilligrams, rekapPajakRow, splitPpn } from './rekap-pajak.ts';

describe('Penjualan Rekap PPN (decision 016)', () => {
  it('the worked example of the decision record, to the rupiah', () => {
    // A 2.500 g ring of kadar 75 % at Rp 1,480,000 per gram with Rp 50,000 ongkos, and a
    // 3.000 g bracelet of kadar 99.9 % at Rp 1,600,000 per gram with Rp 110,000 ongkos.
    const ring = priceOfWeight(2500, 1_480_000) + 50_000; // 3,750,000
    const bracelet = priceOfWeight(3000, 1_600_000) + 110_000; // 4,910,000
    expect([ring, bracelet]).toEqual([3_750_000, 4_910_000]);
    const murni = pureGoldMilligrams(2500, 75) + pureGoldMilligrams(3000, 99.9);
    expect(murni).toBe(1875 + 2997);
    const row = rekapPajakRow({ tanggal: '2026-11-22', penjualan: ring + bracelet, ongkos: 160_000, murni });
    // ppn = 8,660,000 x 1.1 / 101.1 = 94,223.54... -> 94,224 (half up); dpp = 8,565,776.
    expect(row).toEqual({
      tanggal: '2026-11-22',
      penjualan: 8_660_000,
      pengganti: 8_500_000,
      ongkos: 160_000,
      dpp: 8_565_776,
      ppn: 94_224,
      murni: 4872,
    });
  });

  it('takes out exactly 1.1 % of the net price when the total allows it', () => {
    expect(splitPpn(10_110_000)).toEqual({ dpp: 10_000_000, ppn: 110_000 });
    expect(splitPpn(0)).toEqual({ dpp: 0, ppn: 0 });
    expect(splitPpn(10_165_000, 1.65)).toEqual({ dpp: 10_000_000, ppn: 165_000 });
  });

  it('rounds half up: 45 rupiah at 1.1 % holds 0.4896 PPN, 46 rupiah 0.5004', () => {
    expect(splitPpn(45).ppn).toBe(0);
    expect(splitPpn(46).ppn).toBe(1);
  });

  it('dpp + ppn is the sale total, ppn is the rate of dpp within half a rupiah', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.integer({ min: 0, max: 200_000 }).map((bp) => bp / 10_000),
        (total, rate) => {
          const { dpp, ppn } = splitPpn(total, rate);
          expect(dpp + ppn).toBe(total);
          expect(Number.isSafeInteger(ppn) && ppn >= 0 && dpp >= 0).toBe(true);
          // ppn is the exact share rounded: |ppn x (100 + rate) - total x rate| <= (100 + rate) / 2.
          expect(Math.abs(ppn * (100 + rate) - total * rate)).toBeLessThanOrEqual((100 + rate) / 2 + 0.01);
        },
      ),
    );
  });

  it('refuses rupiah that are not whole and rates out of range', () => {
    expect(() => splitPpn(10.5)).toThrow(RangeError);
    expect(() => splitPpn(100, 101)).toThrow(RangeError);
  });

  it('reads the setting, falling back to 1.1 when missing or unreadable', () => {
    expect(ppnPersenOf('1.65')).toBe(1.65);
    expect(ppnPersenOf(undefined)).toBe(1.1);
    expect(ppnPersenOf('abc')).toBe(1.1);
  });
});
