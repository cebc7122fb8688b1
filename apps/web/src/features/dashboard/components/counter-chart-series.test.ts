import { describe, expect, it } from 'vitest';
import {
  daySeries,
  formatBulan,
  formatRupiahSingkat,
  hourSeries,
  JAM_BUKA,
  JAM_TUTUP,
  periodeBulan,
  rupiahTicks,
} from './counter-chart-series';

describe('hourSeries', () => {
  it('spans the opening hours with zeros when nothing was sold', () => {
    const points = hourSeries([]);
    expect(points.map((point) => point.label)).toEqual(
      Array.from({ length: JAM_TUTUP - JAM_BUKA }, (_, index) => String(JAM_BUKA + index).padStart(2, '0')),
    );
    expect(points.every((point) => point.value === 0)).toBe(true);
    expect(points[0]?.title).toBe('Pukul 08:00 – 08:59');
  });

  it('puts each hour sum on its bar and widens the span for a sale outside opening hours', () => {
    const points = hourSeries([
      { jam: '06', value: 1_000_000 },
      { jam: '10', value: 5_003_500 },
      { jam: '22', value: 14_490_000 },
    ]);
    expect(points[0]).toMatchObject({ label: '06', value: 1_000_000 });
    expect(points.at(-1)).toMatchObject({ label: '22', value: 14_490_000 });
    expect(points).toHaveLength(17);
    expect(points.find((point) => point.label === '10')?.value).toBe(5_003_500);
    expect(points.find((point) => point.label === '11')?.value).toBe(0);
    expect(points.reduce((sum, point) => sum + point.value, 0)).toBe(20_493_500);
  });
});

describe('daySeries', () => {
  it('labels days by number, titles them in Indonesian and marks the business date', () => {
    const points = daySeries([
      { tanggal: '2026-11-01', value: 0, berat: 0 },
      { tanggal: '2026-11-02', value: 2_220_000, berat: 1.5 },
    ]);
    expect(points).toEqual([
      { label: '1', title: '1 November 2026', value: 0, berat: 0, current: false },
      { label: '2', title: '2 November 2026', value: 2_220_000, berat: 1.5, current: true },
    ]);
  });
});

describe('formatRupiahSingkat', () => {
  it.each([
    [0, '0'],
    [500, '500'],
    [750_000, '750 rb'],
    [4_000_000, '4 jt'],
    [16_316_500, '16.3 jt'],
    [940_000, '940 rb'],
    [999_999_999, '1 M'],
    [1_250_000_000, '1.3 M'],
    [-2_500_000, '-2.5 jt'],
  ])('%d -> %s', (value, text) => {
    expect(formatRupiahSingkat(value)).toBe(text);
  });
});

describe('formatBulan', () => {
  it('names the month in Indonesian', () => {
    expect(formatBulan('2026-11')).toBe('November 2026');
    expect(formatBulan('2027-01')).toBe('Januari 2027');
    expect(formatBulan('2027-13')).toBe('2027-13');
  });
});

describe('periodeBulan', () => {
  it('spans the 1st to the last day the answer covers', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'].map((tanggal) => ({ tanggal }));
    expect(periodeBulan('2026-11', days)).toBe('1 – 3 November 2026');
    expect(periodeBulan('2026-11', [])).toBe('November 2026');
  });
});

describe('rupiahTicks', () => {
  it.each([
    [[21_320_000], [0, 5_000_000, 10_000_000, 15_000_000, 20_000_000, 25_000_000]],
    [
      [5_003_500, 0],
      [0, 2_000_000, 4_000_000, 6_000_000],
    ],
    [[20_000_000], [0, 5_000_000, 10_000_000, 15_000_000, 20_000_000]],
    [[1_826_500], [0, 500_000, 1_000_000, 1_500_000, 2_000_000]],
    [
      [0, 0],
      [0, 200_000, 400_000, 600_000, 800_000, 1_000_000],
    ],
    [[], [0, 200_000, 400_000, 600_000, 800_000, 1_000_000]],
    [[3_400_000_000], [0, 1_000_000_000, 2_000_000_000, 3_000_000_000, 4_000_000_000]],
  ])('%j -> %j', (values, ticks) => {
    expect(rupiahTicks(values)).toEqual(ticks);
  });
});
