import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gramsInput, rupiahInput } from '../goods/goods.schemas.ts';
import { numberInput, numberMessage, readNumber } from './number-input.ts';

describe('the number rule of every request', () => {
  it('reads a JSON number, and a plain decimal as the forms send it', () => {
    for (const [sent, read] of [
      [3.1, 3.1],
      ['3.1', 3.1],
      ['1500000', 1_500_000],
      ['0', 0],
      ['-2', -2],
      ['0.250', 0.25],
    ] as const) {
      expect([sent, readNumber(sent)]).toEqual([sent, read]);
    }
  });

  it('leaves anything else as it came, for the schema to refuse', () => {
    for (const sent of [
      '0x10',
      '1e3',
      ' 12 ',
      '12 ',
      '',
      '.5',
      '5.',
      '1,5',
      'Infinity',
      'NaN',
      '+3',
      true,
      [],
      null,
      {},
    ]) {
      expect(readNumber(sent)).toBe(sent);
    }
  });

  it('refuses those in a schema with the field words, where z.coerce read 16, 1000, 1 and 0', () => {
    const kadar = numberInput(z.number({ error: numberMessage('Kadar') }));
    for (const sent of ['0x10', '1e3', ' 12 ', true, [], null]) {
      expect([sent, kadar.safeParse(sent).error?.issues[0]?.message]).toEqual([
        sent,
        'Kadar harus berupa angka',
      ]);
    }
    expect(kadar.safeParse('').error?.issues[0]?.message).toBe('Kadar Harus Diisi');
    expect(kadar.safeParse(undefined).error?.issues[0]?.message).toBe('Kadar Harus Diisi');
    expect(kadar.parse('99.9')).toBe(99.9);
  });

  it('holds in the shared weight and money inputs: a missing value takes the default, an empty one does not', () => {
    const berat = gramsInput('Berat', { required: true });
    expect(berat.parse('3.270')).toBe(3.27);
    expect(berat.safeParse('0x10').error?.issues[0]?.message).toBe('Berat harus berupa angka');
    expect(berat.safeParse('').error?.issues[0]?.message).toBe('Berat Harus Diisi');
    const ongkos = rupiahInput('Ongkos');
    expect(ongkos.parse(undefined)).toBe(0);
    expect(ongkos.parse('150000')).toBe(150_000);
    expect(ongkos.safeParse('1e3').error?.issues[0]?.message).toBe('Ongkos harus berupa angka');
    expect(ongkos.safeParse('').error?.issues[0]?.message).toBe('Ongkos Harus Diisi');
  });
});
