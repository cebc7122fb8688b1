import { PARA_SYSTEM_CATALOGUE, type ParaSystem } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { checkParaValue, groupParaSystem, numericInputOf } from './para-system-rows';

const row = (key: string, value: string, kategori: ParaSystem['kategori']): ParaSystem => ({
  key,
  value,
  description: `Keterangan ${key}`,
  kategori,
});

describe('groupParaSystem', () => {
  it('splits parameters from modules in the catalogue order, unknown keys last', () => {
    const { parameters, modules } = groupParaSystem([
      row('TIME_ZONE', 'Asia/Jakarta', 'PARAMETER'),
      row('ZZ_LAMA', 'x', 'PARAMETER'),
      row('SEPUHAN_MODULE', 'true', 'MODULE'),
      row('PPN_PERSEN', '1.1', 'PARAMETER'),
      row('PEMBULATAN', '500', 'PARAMETER'),
      row('PUSAT', 'false', 'MODULE'),
    ]);
    expect(parameters.map((item) => item.key)).toEqual(['PEMBULATAN', 'PPN_PERSEN', 'TIME_ZONE', 'ZZ_LAMA']);
    expect(modules.map((item) => item.key)).toEqual(['SEPUHAN_MODULE', 'PUSAT']);
    expect(parameters[0]?.definition?.valueKind).toBe('positive-integer');
    expect(parameters[2]?.definition?.valueKind).toBe('time-zone');
    expect(parameters[3]?.definition).toBeUndefined();
  });

  it('keeps every catalogue entry', () => {
    const rows = PARA_SYSTEM_CATALOGUE.map((definition) =>
      row(definition.key, definition.defaultValue, definition.kategori),
    );
    const { parameters, modules } = groupParaSystem(rows);
    expect(parameters.length + modules.length).toBe(PARA_SYSTEM_CATALOGUE.length);
  });
});

describe('checkParaValue', () => {
  const [pembulatan] = groupParaSystem([row('PEMBULATAN', '500', 'PARAMETER')]).parameters;
  const [toleransi] = groupParaSystem([row('TOLERANSI_TIMBANG_BAKI', '0.050', 'PARAMETER')]).parameters;
  const [unknown] = groupParaSystem([row('ZZ_LAMA', 'x', 'PARAMETER')]).parameters;

  it("answers the server's verdict before anything is sent", () => {
    expect(checkParaValue(pembulatan!, ' 1000 ')).toEqual({ value: '1000' });
    expect(checkParaValue(pembulatan!, '0')).toEqual({
      problem: 'PEMBULATAN harus bilangan bulat lebih dari 0',
    });
    expect(checkParaValue(toleransi!, '0.05')).toEqual({ value: '0.050' });
    expect(checkParaValue(unknown!, ' ')).toEqual({ problem: 'ZZ_LAMA harus diisi' });
  });
});

describe('numericInputOf', () => {
  it('picks the input filter from the kind of value', () => {
    expect(numericInputOf('positive-integer')).toEqual({ mode: 'digits' });
    expect(numericInputOf('grams')).toMatchObject({ mode: 'decimal', maxDecimals: 3 });
    expect(numericInputOf('time-zone')).toBeUndefined();
  });
});
