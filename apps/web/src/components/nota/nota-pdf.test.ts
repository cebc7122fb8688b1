import { describe, expect, it } from 'vitest';
import { buildNotaPdf } from './nota-pdf';
import { TWO_COPIES, testNota } from './nota-test-data';

const pageSize = (doc: Awaited<ReturnType<typeof buildNotaPdf>>, page: number) => {
  doc.setPage(page);
  return [Math.round(doc.internal.pageSize.getWidth()), Math.round(doc.internal.pageSize.getHeight())];
};

describe('buildNotaPdf', () => {
  it('writes the receipt on a roll page as wide as the paper and as long as the receipt', async () => {
    const doc = await buildNotaPdf(testNota({ paper: 'THERMAL_58' }));
    expect(doc.getNumberOfPages()).toBe(1);
    const [width, height] = pageSize(doc, 1);
    expect(width).toBe(58);
    // Longer than a few lines, far shorter than the scrap page it was measured on.
    expect(height).toBeGreaterThan(60);
    expect(height).toBeLessThan(250);
    const text = doc.output();
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const expected of [
      'Toko Emas Pusat',
      'NOTA PENJUALAN',
      'PST-FJ-261122-0001',
      'Rp 19,493,500',
      'Biaya Kartu Debet',
      'Rp 506,500',
      'Lembar Customer',
      'BATAL',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('puts each copy on its own page', async () => {
    const doc = await buildNotaPdf(testNota({ ...TWO_COPIES, paper: 'THERMAL_80' }));
    expect(doc.getNumberOfPages()).toBe(2);
    expect(pageSize(doc, 1)[0]).toBe(80);
    expect(pageSize(doc, 2)).toEqual(pageSize(doc, 1));
    const text = doc.output();
    expect(text).toContain('Lembar Customer');
    expect(text).toContain('Lembar Internal');
  });

  it('uses the sheet size for half A4 and A4, turning the page when the rows do not fit', async () => {
    const half = await buildNotaPdf(testNota({ ...TWO_COPIES, paper: 'HALF_A4' }));
    expect(half.getNumberOfPages()).toBe(2);
    expect(pageSize(half, 1)).toEqual([210, 148]);

    const many = Array.from({ length: 40 }, (_, index) => ({
      kode: String(index + 1).padStart(8, '0'),
      nama: ['CINCIN CONTOH'],
      keterangan: '750 / 750',
      berat: '1.000',
      harga: '1,480,000',
      batal: false,
    }));
    const long = await buildNotaPdf(testNota({ paper: 'HALF_A4', items: many }));
    expect(long.getNumberOfPages()).toBeGreaterThan(1);
    expect(pageSize(long, 2)).toEqual([210, 148]);
    expect(long.output()).toContain('00000040');

    const a4 = await buildNotaPdf(testNota({ paper: 'A4' }));
    expect(a4.getNumberOfPages()).toBe(1);
    expect(pageSize(a4, 1)).toEqual([210, 297]);
  });
});
