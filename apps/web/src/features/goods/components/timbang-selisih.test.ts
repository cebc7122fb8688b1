import { formatGrams } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { formatSelisih, selisihTimbang } from './timbang-selisih';

describe('selisihTimbang', () => {
  it('is reading minus expected, exact in milligrams', () => {
    // 257.425 - 257.3 in floats is 0.12499999999997726.
    expect(selisihTimbang('257.425', 257.3, 0.05)).toEqual({ selisihMg: 125, hasil: 'SELISIH' });
    expect(selisihTimbang('257.25', 257.3, 0.05)).toEqual({ selisihMg: -50, hasil: 'OK' });
    expect(selisihTimbang('257.3', 257.3, 0.05)).toEqual({ selisihMg: 0, hasil: 'OK' });
    expect(selisihTimbang('257.249', 257.3, 0.05)).toEqual({ selisihMg: -51, hasil: 'SELISIH' });
  });

  it('waits for a complete weight', () => {
    expect(selisihTimbang('', 10, 0.05)).toBeUndefined();
    expect(selisihTimbang('12.', 10, 0.05)).toBeUndefined();
    expect(selisihTimbang('1.2345', 10, 0.05)).toBeUndefined();
  });

  it('prints the sign of a difference', () => {
    expect(formatSelisih(125, formatGrams)).toBe('+0.125');
    expect(formatSelisih(-50, formatGrams)).toBe('-0.050');
    expect(formatSelisih(0, formatGrams)).toBe('0.000');
  });
});
