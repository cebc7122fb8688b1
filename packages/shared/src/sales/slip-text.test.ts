import { describe, expect, it } from 'vitest';
import { slipSegments } from './slip-text.ts';

describe('slipSegments', () => {
  it('cuts at 20 characters, at most 5 segments (SPEC §9)', () => {
    expect(slipSegments('')).toEqual([]);
    expect(slipSegments('CINCIN POLOS')).toEqual(['CINCIN POLOS']);
    expect(slipSegments('A'.repeat(20))).toEqual(['A'.repeat(20)]);
    expect(slipSegments(`${'A'.repeat(20)}B`)).toEqual(['A'.repeat(20), 'B']);
    const long = Array.from({ length: 7 }, (_, index) => String(index).repeat(20)).join('');
    expect(slipSegments(long)).toEqual(['0', '1', '2', '3', '4'].map((digit) => digit.repeat(20)));
  });
});
