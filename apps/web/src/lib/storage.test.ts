import { type LoginResponse, storedUserSchema } from '@toko/shared';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getSession,
  readStoredUser,
  refreshSession,
  startSession,
  storePembulatan,
  subscribeSession,
} from './storage';

const login: LoginResponse = {
  token: 'abc',
  user: {
    user_id: 'KASIR',
    user_name: 'Dewi Lestari',
    level: 'KASIR',
    kode_toko: 'PST',
    nama_toko: 'Toko Emas Pusat',
    tgl_system: '2026-11-22',
  },
  modules: [{ key: 'SEPUHAN_MODULE' }],
  menu: [{ path: '/dashboard', title: 'Dashboard', type: 'dashboard' }],
  grants: ['dashboard'],
  pembulatan: 1000,
  today: '2026-11-22',
  time_zone: 'Asia/Jakarta',
  must_change_password: false,
};

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });

  it('keeps what sign-in returned, one key each, with islogin true', () => {
    startSession(login);
    expect(localStorage.getItem('islogin')).toBe('true');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(login.user);
    expect(getSession()).toMatchObject({ token: 'abc', pembulatan: 1000, grants: ['dashboard'] });
  });

  it('answers the same object until something changes', () => {
    startSession(login);
    expect(getSession()).toBe(getSession());
  });

  it('refreshes menu and dates but keeps the token', () => {
    startSession(login);
    refreshSession({ ...login, user: { ...login.user, tgl_system: '2026-11-23' }, grants: [] });
    expect(getSession()).toMatchObject({ token: 'abc', grants: [], user: { tgl_system: '2026-11-23' } });
  });

  it('tells nobody of a refresh that brings what is already stored, and keeps the same session object', () => {
    startSession(login);
    const before = getSession();
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    refreshSession({ ...login, menu: [...login.menu], grants: [...login.grants] });
    expect(listener).not.toHaveBeenCalled();
    expect(getSession()).toBe(before);
    refreshSession({ ...login, today: '2026-11-23' });
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSession()?.today).toBe('2026-11-23');
  });

  it('clears every session key and sets islogin false', () => {
    startSession(login);
    localStorage.setItem('sidebar_collapsed', 'true');
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('islogin')).toBe('false');
    expect(localStorage.getItem('sidebar_collapsed')).toBe('true');
  });

  it('tells subscribers about changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    startSession(login);
    clearSession();
    unsubscribe();
    startSession(login);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('treats a half-written session as signed out', () => {
    startSession(login);
    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    expect(getSession()).toBeNull();
  });
});

describe('the saved user, checked by hand as storedUserSchema checks it', () => {
  const fieldValue = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.constant(null),
    fc.boolean(),
    fc.array(fc.string()),
  );
  const userLike = fc.record(
    {
      user_id: fieldValue,
      user_name: fieldValue,
      level: fieldValue,
      kode_toko: fieldValue,
      nama_toko: fieldValue,
      tgl_system: fieldValue,
      extra: fc.string(),
    },
    { requiredKeys: [] },
  );

  it('accepts and refuses what the schema does, and keeps only the schema fields', () => {
    fc.assert(
      fc.property(fc.oneof(userLike, fc.anything()), (value) => {
        const schema = storedUserSchema.safeParse(value);
        expect(readStoredUser(value)).toEqual(schema.success ? schema.data : null);
      }),
      { numRuns: 500 },
    );
  });

  it('signs out a session whose saved user lost a field', () => {
    startSession(login);
    const { tgl_system: _dropped, ...rest } = login.user;
    localStorage.setItem('user', JSON.stringify(rest));
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    expect(getSession()).toBeNull();
  });
});

describe('pembulatan from para-system', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });

  it('replaces the stored step and tells subscribers', () => {
    startSession(login);
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    storePembulatan(2000);
    unsubscribe();
    expect(getSession()?.pembulatan).toBe(2000);
    expect(localStorage.getItem('pembulatan')).toBe('2000');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('writes nothing when signed out', () => {
    storePembulatan(2000);
    expect(localStorage.getItem('pembulatan')).toBeNull();
  });
});
