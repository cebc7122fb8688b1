import { describe, expect, it } from 'vitest';
import { assignableLevels, levelLabel, mayManageLevel, userOptionLabel } from './user-levels';

describe('assignableLevels', () => {
  it('offers no level above the signed-in user', () => {
    expect(assignableLevels('OWN')).toEqual(['OWN', 'SPV', 'ADM', 'KASIR', 'SALES']);
    expect(assignableLevels('SU')).toEqual(['SU', 'MU', 'OWN', 'SPV', 'ADM', 'KASIR', 'SALES']);
    expect(assignableLevels('MU')).toEqual(['MU', 'OWN', 'SPV', 'ADM', 'KASIR', 'SALES']);
    expect(assignableLevels('SPV')).toEqual(['SPV', 'ADM', 'KASIR', 'SALES']);
    expect(assignableLevels('KASIR')).toEqual(['KASIR', 'SALES']);
  });
});

describe('mayManageLevel', () => {
  it('refuses accounts ranked above the user', () => {
    expect(mayManageLevel('OWN', 'KASIR')).toBe(true);
    expect(mayManageLevel('OWN', 'OWN')).toBe(true);
    expect(mayManageLevel('OWN', 'SU')).toBe(false);
    expect(mayManageLevel('SU', 'MU')).toBe(true);
  });
});

describe('labels', () => {
  it('names levels and users as the screens show them', () => {
    expect(levelLabel('KASIR')).toBe('KASIR - Kasir');
    expect(levelLabel('GUDANG')).toBe('GUDANG');
    expect(userOptionLabel({ user_id: 'KASIR2', user_name: 'Sari Dewi', level: 'KASIR' })).toBe(
      'KASIR2 - Sari Dewi (KASIR)',
    );
  });
});
