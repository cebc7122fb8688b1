import { describe, expect, it } from 'vitest';
import { beratInput, formatBerat, formatGrams, formatNumber, formatRupiah, formatTanggal } from './format';

describe('formatTanggal', () => {
  it('writes a date the Indonesian way', () => {
    expect(formatTanggal('2026-11-22')).toBe('22 November 2026');
    expect(formatTanggal('2026-01-05')).toBe('5 Januari 2026');
  });

  it('takes the calendar date of a timestamp', () => {
    expect(formatTanggal('2026-08-17T23:59:00.000Z')).toBe('17 Agustus 2026');
  });

  it('shows "-" for no date and the text itself for a non-date', () => {
    expect(formatTanggal(null)).toBe('-');
    expect(formatTanggal('')).toBe('-');
    expect(formatTanggal('2026-02-30')).toBe('2026-02-30');
    expect(formatTanggal('besok')).toBe('besok');
  });
});

describe('formatBerat', () => {
  it('shows grams with three decimals and thousands commas', () => {
    expect(formatBerat(3.27)).toBe('3.270');
    expect(formatBerat('1234.5')).toBe('1,234.500');
    expect(formatBerat(0)).toBe('0.000');
  });

  it('hides float noise', () => {
    expect(formatBerat(0.1 + 0.2)).toBe('0.300');
  });

  it('shows "-" for nothing', () => {
    expect(formatBerat(null)).toBe('-');
    expect(formatBerat(undefined)).toBe('-');
    expect(formatBerat(Number.NaN)).toBe('-');
  });
});

describe('beratInput', () => {
  it('starts an input at three decimals, without thousands commas', () => {
    expect(beratInput(3.27)).toBe('3.270');
    expect(beratInput('1234.5')).toBe('1234.500');
    expect(beratInput(0.1 + 0.2)).toBe('0.300');
  });

  it('leaves the input empty for no weight', () => {
    expect(beratInput(null)).toBe('');
    expect(beratInput(undefined)).toBe('');
  });
});

describe('shared formats', () => {
  it('are the ones of @toko/shared', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatRupiah(5003500)).toBe('Rp 5,003,500');
    expect(formatGrams(3270)).toBe('3.270');
  });
});
