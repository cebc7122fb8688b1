import { describe, expect, it } from 'vitest';
import { limitDecimals, onlyDigits, onlyDigitsAndDots, onlyDigitsDotsAndK } from './input-filters';

describe('onlyDigits', () => {
  it('drops everything but digits', () => {
    expect(onlyDigits('0812-3456 78a.9')).toBe('08123456789');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits('')).toBe('');
  });
});

describe('onlyDigitsAndDots', () => {
  it('keeps digits and a dot', () => {
    expect(onlyDigitsAndDots('3.270 gr')).toBe('3.270');
    expect(onlyDigitsAndDots('Rp 1,500')).toBe('1500');
    expect(onlyDigitsAndDots('-12')).toBe('12');
  });

  it('keeps only the first dot', () => {
    expect(onlyDigitsAndDots('3.2.7')).toBe('3.27');
    expect(onlyDigitsAndDots('..5')).toBe('.5');
    expect(onlyDigitsAndDots('3.')).toBe('3.');
  });
});

describe('onlyDigitsDotsAndK', () => {
  it('keeps digits, one dot and K, upper-casing k', () => {
    expect(onlyDigitsDotsAndK('24k')).toBe('24K');
    expect(onlyDigitsDotsAndK('17.5 Karat')).toBe('17.5K');
    expect(onlyDigitsDotsAndK('9.9.9')).toBe('9.99');
    expect(onlyDigitsDotsAndK('x')).toBe('');
  });
});

describe('limitDecimals', () => {
  it('cuts decimals beyond the limit', () => {
    expect(limitDecimals('3.2705', 3)).toBe('3.270');
    expect(limitDecimals('3.27', 3)).toBe('3.27');
    expect(limitDecimals('3.', 3)).toBe('3.');
    expect(limitDecimals('1500', 0)).toBe('1500');
    expect(limitDecimals('1500.5', 0)).toBe('1500');
  });
});
