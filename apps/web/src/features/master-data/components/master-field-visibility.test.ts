import { masterResource } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { isFieldRequired, isFieldShown } from './master-field-visibility';

describe('isFieldShown', () => {
  const kondisi = masterResource('kondisi-pembelian');
  const poin = masterResource('parameter-point');

  it('offers the purchase condition only the amount its type takes off', () => {
    expect(isFieldShown(kondisi, 'persentase', { type_kondisi: 'PERSENTASE' })).toBe(true);
    expect(isFieldShown(kondisi, 'rupiah_per_gram', { type_kondisi: 'PERSENTASE' })).toBe(false);
    expect(isFieldShown(kondisi, 'persentase', { type_kondisi: 'RP' })).toBe(false);
    expect(isFieldShown(kondisi, 'rupiah_per_gram', { type_kondisi: 'RP' })).toBe(true);
  });

  it('hides both amounts until a type is chosen', () => {
    expect(isFieldShown(kondisi, 'persentase', {})).toBe(false);
    expect(isFieldShown(kondisi, 'rupiah_per_gram', { type_kondisi: undefined })).toBe(false);
  });

  it('asks a point rule for group and weights by weight, for an amount by spending', () => {
    for (const name of ['kode_group', 'berat_min', 'berat_max']) {
      expect(isFieldShown(poin, name, { tipe_poin: 'BERAT' }), name).toBe(true);
      expect(isFieldShown(poin, name, { tipe_poin: 'RUPIAH' }), name).toBe(false);
    }
    expect(isFieldShown(poin, 'kelipatan_rp', { tipe_poin: 'RUPIAH' })).toBe(true);
    expect(isFieldShown(poin, 'kelipatan_rp', { tipe_poin: 'BERAT' })).toBe(false);
    expect(isFieldShown(poin, 'poin', { tipe_poin: 'BERAT' })).toBe(true);
  });

  it('shows every field of masters without such rules', () => {
    const group = masterResource('group');
    for (const field of group.fields) expect(isFieldShown(group, field.name, {})).toBe(true);
  });
});

describe('isFieldRequired', () => {
  const fieldOf = (key: string, name: string) => {
    const found = masterResource(key).fields.find((field) => field.name === name);
    if (!found) throw new Error(name);
    return found;
  };

  it("marks fields the master's rule asks for under their type, and the required ones", () => {
    const poin = masterResource('parameter-point');
    expect(isFieldRequired(poin, fieldOf('parameter-point', 'kode_group'))).toBe(true);
    expect(isFieldRequired(poin, fieldOf('parameter-point', 'berat_min'))).toBe(false);
    expect(isFieldRequired(poin, fieldOf('parameter-point', 'poin'))).toBe(true);
    expect(isFieldRequired(masterResource('group'), fieldOf('group', 'persentase'))).toBe(false);
  });
});
