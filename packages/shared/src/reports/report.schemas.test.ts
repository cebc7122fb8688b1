import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts/texts.ts';
import {
  daysInRange,
  rekapJualPajakQuerySchema,
  reportExportSchema,
  reportFileName,
  reportQuerySchema,
  reportTooLargeMessage,
} from './report.schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('report query', () => {
  it('defaults the page and keeps the filters', () => {
    const parsed = reportQuerySchema.parse({
      tgl_from: '2026-11-01',
      tgl_to: '2026-11-22',
      filters: { sales: ' S01 ' },
    });
    expect(parsed).toEqual({
      tgl_from: '2026-11-01',
      tgl_to: '2026-11-22',
      filters: { sales: 'S01' },
      skip: 0,
      limit: 50,
    });
  });

  it('refuses a start after the end, a period over 366 days and a date that does not exist', () => {
    expect(messages(reportQuerySchema.safeParse({ tgl_from: '2026-11-23', tgl_to: '2026-11-22' }))).toEqual([
      TEXTS.report.rangeReversed,
    ]);
    expect(messages(reportQuerySchema.safeParse({ tgl_from: '2025-11-21', tgl_to: '2026-11-22' }))).toEqual([
      TEXTS.report.rangeTooLong,
    ]);
    expect(reportQuerySchema.safeParse({ tgl_from: '2025-11-22', tgl_to: '2026-11-22' }).success).toBe(true);
    expect(reportQuerySchema.safeParse({ tgl_from: '2026-02-30', tgl_to: '2026-03-01' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ tgl_from: '2026-11-01' }).success).toBe(false);
  });

  it('refuses unknown filters, a page over 500 rows and a format other than xlsx or csv', () => {
    const base = { tgl_from: '2026-11-01', tgl_to: '2026-11-01' };
    expect(reportQuerySchema.safeParse({ ...base, filters: { warna: 'X' } }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ ...base, limit: 501 }).success).toBe(false);
    expect(reportExportSchema.safeParse({ ...base, format: 'pdf' }).success).toBe(false);
    expect(reportExportSchema.parse({ ...base, format: 'csv' }).format).toBe('csv');
    expect(
      rekapJualPajakQuerySchema.safeParse({ tgl_from: '2026-11-02', tgl_to: '2026-11-01' }).success,
    ).toBe(false);
  });

  it('counts both ends of a period', () => {
    expect(daysInRange('2026-11-22', '2026-11-22')).toBe(1);
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('words the PDF limit with Indonesian grouping and names the export file', () => {
    expect(reportTooLargeMessage(12345)).toBe(
      'Laporan terlalu besar untuk PDF (12.345 baris, batas 2.000 baris). Gunakan Export Excel.',
    );
    expect(reportFileName('transaksi-penjualan', '2026-11-01', '2026-11-22', 'xlsx')).toBe(
      'laporan-transaksi-penjualan_2026-11-01_2026-11-22.xlsx',
    );
  });
});
