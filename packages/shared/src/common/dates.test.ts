import { describe, expect, it } from 'vitest';
import { tanggalInput } from './date-input.ts';
import {
  addDays,
  clockInTimeZone,
  isAcceptedDate,
  isIsoDate,
  isValidTimeZone,
  todayInTimeZone,
} from './dates.ts';
import { formatNumber, formatRupiah, formatTanggalPanjang } from './format.ts';

describe('business dates', () => {
  it('takes today in the shop time zone, not UTC', () => {
    const lateEvening = new Date('2026-11-22T17:30:00Z'); // 00:30 on the 23rd in Jakarta
    expect(todayInTimeZone(lateEvening, 'Asia/Jakarta')).toBe('2026-11-23');
    expect(todayInTimeZone(lateEvening, 'UTC')).toBe('2026-11-22');
    expect(todayInTimeZone(lateEvening, 'Asia/Jayapura')).toBe('2026-11-23');
  });

  it('stamps the time of day on the shop clock, 24-hour', () => {
    const lateEvening = new Date('2026-11-22T17:30:05Z');
    expect(clockInTimeZone(lateEvening, 'Asia/Jakarta')).toBe('00:30:05');
    expect(clockInTimeZone(lateEvening, 'Asia/Jayapura')).toBe('02:30:05');
    expect(clockInTimeZone(lateEvening, 'UTC')).toBe('17:30:05');
    // The day and the time of one zone come from two formatters, never mixed up.
    expect(todayInTimeZone(lateEvening, 'Asia/Jakarta')).toBe('2026-11-23');
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('accepts only real dates of the years 1900 to 2999 from a request', () => {
    for (const good of ['1900-01-01', '1985-04-12', '2028-02-29', '2999-12-31']) {
      expect([good, isAcceptedDate(good), tanggalInput().safeParse(good).success]).toEqual([
        good,
        true,
        true,
      ]);
    }
    // Year 0000 is a JavaScript date but no PostgreSQL one; the others are no day at all or
    // outside the business's years.
    for (const bad of [
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
      '10000-01-01',
      '2026-02-30',
      '2026-1-01',
      '',
    ]) {
      expect([bad, isAcceptedDate(bad)]).toEqual([bad, false]);
      expect(tanggalInput('Tanggal Lahir tidak valid').safeParse(bad).error?.issues[0]?.message).toBe(
        'Tanggal Lahir tidak valid',
      );
    }
    expect(
      tanggalInput('X tidak valid', 'X Harus Diisi').safeParse(undefined).error?.issues[0]?.message,
    ).toBe('X Harus Diisi');
    expect(tanggalInput().safeParse(20261101).error?.issues[0]?.message).toBe('Tanggal tidak valid');
  });

  it('knows real dates and time zones', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('22-11-2026')).toBe(false);
    expect(isValidTimeZone('Asia/Makassar')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('number formats', () => {
  it('groups thousands with commas as the reports do', () => {
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-5_003_500)).toBe('-5,003,500');
    expect(formatRupiah(5_003_500)).toBe('Rp 5,003,500');
  });

  it('writes dates with Indonesian month names', () => {
    expect(formatTanggalPanjang('2026-11-22')).toBe('22 November 2026');
    expect(formatTanggalPanjang('2026-08-01')).toBe('1 Agustus 2026');
  });
});
