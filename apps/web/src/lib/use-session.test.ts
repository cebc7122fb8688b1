import { describe, expect, it } from 'vitest';
import type { Session } from './storage';
import { minSelectableDate } from './use-session';

const session = (level: string, modules: string[]): Session => ({
  token: 't',
  user: {
    user_id: 'X',
    user_name: 'X',
    level,
    kode_toko: 'PST',
    nama_toko: 'Toko Emas Pusat',
    tgl_system: '2026-11-22',
  },
  modules: modules.map((key) => ({ key })),
  menu: [],
  grants: [],
  pembulatan: 500,
  today: '2026-11-22',
  timeZone: 'Asia/Jakarta',
  mustChangePassword: false,
});

describe('minSelectableDate', () => {
  it('holds restricted users to tgl_system and frees the others', () => {
    expect(minSelectableDate(session('KASIR', ['MODULE_AKTIF_TGL_SEBELUMNYA_BY_OWNER']))).toBe('2026-11-22');
    expect(minSelectableDate(session('OWN', ['MODULE_AKTIF_TGL_SEBELUMNYA_BY_OWNER']))).toBeUndefined();
    expect(minSelectableDate(session('SPV', ['MODULE_AKTIF_TGL_SEBELUMNYA_BY_OWNER']))).toBe('2026-11-22');
    expect(minSelectableDate(session('SPV', ['MODULE_AKTIF_TGL_SEBELUMNYA_BY_SPV']))).toBeUndefined();
    expect(minSelectableDate(session('OWN', []))).toBe('2026-11-22');
  });
});
