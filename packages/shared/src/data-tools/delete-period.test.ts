import { describe, expect, it } from 'vitest';
import { dataTools } from '../texts/data-tools.ts';
import { DELETE_MAX_DAYS, deletePeriodError } from './delete-period.ts';

const TGL_SYSTEM = '2026-11-24';

describe('deletePeriodError', () => {
  it('accepts closed days only, up to the day before the business date', () => {
    expect(deletePeriodError({ tgl_from: '2026-11-23', tgl_to: '2026-11-23' }, TGL_SYSTEM)).toBeNull();
    expect(deletePeriodError({ tgl_from: '2026-11-23', tgl_to: TGL_SYSTEM }, TGL_SYSTEM)).toBe(
      dataTools.belumDitutup(TGL_SYSTEM),
    );
    expect(deletePeriodError({ tgl_from: '2026-12-01', tgl_to: '2026-12-02' }, TGL_SYSTEM)).toBe(
      dataTools.belumDitutup(TGL_SYSTEM),
    );
  });

  it('wants the days in order', () => {
    expect(deletePeriodError({ tgl_from: '2026-11-20', tgl_to: '2026-11-19' }, TGL_SYSTEM)).toBe(
      dataTools.periodeTerbalik,
    );
  });

  it(`takes at most ${DELETE_MAX_DAYS} days, counting both ends`, () => {
    // 2024-03-01 .. 2025-03-01 is 366 days with both ends; from the leap day before it, 367.
    expect(deletePeriodError({ tgl_from: '2024-03-01', tgl_to: '2025-03-01' }, TGL_SYSTEM)).toBeNull();
    expect(deletePeriodError({ tgl_from: '2024-02-29', tgl_to: '2025-03-01' }, TGL_SYSTEM)).toBe(
      dataTools.periodeTerlaluPanjang(DELETE_MAX_DAYS),
    );
  });
});
