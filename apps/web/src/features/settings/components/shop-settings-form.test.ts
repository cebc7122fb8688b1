import { describe, expect, it } from 'vitest';
import { onlyPhoneCharacters } from './shop-settings-form';

describe('onlyPhoneCharacters', () => {
  it('keeps digits, spaces, +, -, ( and )', () => {
    expect(onlyPhoneCharacters('+62 (21) 555-0101 ext.9')).toBe('+62 (21) 555-0101 9');
    expect(onlyPhoneCharacters('telp: 0812')).toBe(' 0812');
  });
});
