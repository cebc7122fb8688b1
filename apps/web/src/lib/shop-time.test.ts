import type { LoginResponse } from '@toko/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { formatJam, formatWaktu, formatWaktuRingkas, shopToday } from './shop-time';
import { clearSession, startSession } from './storage';

const login = (timeZone: string): LoginResponse => ({
  token: 'abc',
  user: {
    user_id: 'KASIR',
    user_name: 'Dewi Lestari',
    level: 'KASIR',
    kode_toko: 'PST',
    nama_toko: 'Toko Emas Pusat',
    tgl_system: '2026-11-22',
  },
  modules: [],
  menu: [],
  grants: [],
  pembulatan: 1000,
  today: '2026-11-22',
  time_zone: timeZone,
  must_change_password: false,
});

afterEach(() => clearSession());

describe('formatWaktu', () => {
  it("writes 'dd MMMM yyyy HH:mm' with Indonesian months in the given zone", () => {
    expect(formatWaktu('2026-03-05T07:04:00.000Z', 'Asia/Jakarta')).toBe('5 Maret 2026 14:04');
    expect(formatWaktu('2026-12-31T17:30:00Z', 'Asia/Jakarta')).toBe('1 Januari 2027 00:30');
    expect(formatWaktu('2026-08-17T00:05:00Z', 'Asia/Jayapura')).toBe('17 Agustus 2026 09:05');
  });

  it('shows a dash for nothing and the text itself for what is not a moment', () => {
    expect(formatWaktu(null)).toBe('-');
    expect(formatWaktu('')).toBe('-');
    expect(formatWaktu('kemarin')).toBe('kemarin');
  });
});

describe('the shop clock by default', () => {
  it("reads a moment on the signed-in shop's zone, whatever the browser runs on", () => {
    // The test runner's zone is not Makassar: a result of 19:35 can only come from the session.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Asia/Makassar');
    startSession(login('Asia/Makassar'));
    expect(formatJam('2026-11-22T11:35:00Z')).toBe('19:35');
    expect(formatWaktu('2026-11-22T11:35:00Z')).toBe('22 November 2026 19:35');
    expect(formatWaktuRingkas('2026-11-22T16:35:00Z')).toBe('2026-11-23 00:35');
    // An explicit zone still wins (a test, another shop's document).
    expect(formatJam('2026-11-22T11:35:00Z', 'Asia/Jakarta')).toBe('18:35');
  });

  it('follows the zone when the session is refreshed with a new one', () => {
    startSession(login('Asia/Jakarta'));
    expect(formatJam('2026-11-22T11:35:00Z')).toBe('18:35');
    startSession(login('Asia/Jayapura'));
    expect(formatJam('2026-11-22T11:35:00Z')).toBe('20:35');
  });
});

describe('formatJam and formatWaktuRingkas', () => {
  it('write HH:mm and yyyy-MM-dd HH:mm, a dash for nothing', () => {
    expect(formatJam('2026-03-05T07:04:59Z', 'Asia/Jakarta')).toBe('14:04');
    expect(formatWaktuRingkas('2026-03-05T07:04:00Z', 'Asia/Jakarta')).toBe('2026-03-05 14:04');
    expect(formatJam(undefined)).toBe('-');
    expect(formatWaktuRingkas('bukan waktu')).toBe('bukan waktu');
  });
});

describe('shopToday', () => {
  it("is the signed-in shop's date, whatever the browser's zone", () => {
    // 23:30 UTC on the 22nd is already the 23rd in Jakarta and still the 22nd in UTC.
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    startSession(login('Asia/Jakarta'));
    expect(shopToday(lateEvening)).toBe('2026-11-23');
    expect(shopToday(lateEvening, 'UTC')).toBe('2026-11-22');
  });
});
