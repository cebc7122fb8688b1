import { describe, expect, it } from 'vitest';
import { formatWaktu } from './format-waktu';

describe('formatWaktu', () => {
  it("writes 'dd MMMM yyyy HH:mm' with Indonesian months in the given zone", () => {
    expect(formatWaktu('2026-03-05T07:04:00.000Z', 'Asia/Jakarta')).toBe('05 Maret 2026 14:04');
    expect(formatWaktu('2026-12-31T17:30:00Z', 'Asia/Jakarta')).toBe('01 Januari 2027 00:30');
    expect(formatWaktu('2026-08-17T00:05:00Z', 'Asia/Jayapura')).toBe('17 Agustus 2026 09:05');
  });

  it('shows a dash for nothing and the text itself for what is not a moment', () => {
    expect(formatWaktu(null)).toBe('-');
    expect(formatWaktu('')).toBe('-');
    expect(formatWaktu('kemarin')).toBe('kemarin');
  });
});
