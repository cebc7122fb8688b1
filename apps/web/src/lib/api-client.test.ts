import { TEXTS } from '@toko/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';
import { showReloadDialog } from './blocking-dialog';
import { getSession, startSession } from './storage';

vi.mock('./blocking-dialog', () => ({ showReloadDialog: vi.fn() }));

type Handler = (url: string, init: RequestInit) => Promise<Response>;
let handler: Handler;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function signIn(): void {
  startSession({
    token: 'token-1',
    user: {
      user_id: 'KASIR',
      user_name: 'Dewi',
      level: 'KASIR',
      kode_toko: 'PST',
      nama_toko: 'Pusat',
      tgl_system: '2026-11-22',
    },
    modules: [],
    menu: [],
    grants: [],
    pembulatan: 500,
    today: '2026-11-22',
    time_zone: 'Asia/Jakarta',
    must_change_password: false,
  });
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      if (input === '/config.json') return Promise.resolve(json(200, { apiBase: '/api' }));
      return handler(input, init);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(showReloadDialog).mockClear();
});

describe('api client', () => {
  it('sends the stored token to the API base and answers the body', async () => {
    signIn();
    handler = async (url, init) => {
      expect(url).toBe('/api/users/me');
      expect((init.headers as Record<string, string>)['x-auth-token']).toBe('token-1');
      return json(200, { ok: true });
    };
    await expect(api.get<{ ok: boolean }>('users/me')).resolves.toEqual({ ok: true });
  });

  it("throws the server's message with the status", async () => {
    handler = async () => json(422, { message: 'Masih ada penjualan yang belum divalidasi' });
    const error = await api.post('system/close', { PROSES: 'close' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Masih ada penjualan yang belum divalidasi' });
  });

  it('keeps the whole refusal body for screens that read more than its message', async () => {
    const body = {
      message: 'Toko belum dapat ditutup: masih ada 1 penjualan yang belum divalidasi',
      blockers: [{ message: 'masih ada 1 penjualan yang belum divalidasi', path: '/validasi-penjualan' }],
    };
    handler = async () => json(422, body);
    const error = await api.post('system/close', { PROSES: 'close' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 422, message: body.message, body });
  });

  it("answers 'Koneksi Bermasalah' when nothing answers", async () => {
    handler = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(api.get('para-system')).rejects.toMatchObject({
      status: 0,
      message: TEXTS.connectionProblem,
    });
  });

  it('gives up after 5 seconds and offers to reload', async () => {
    vi.useFakeTimers();
    handler = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const pending = api.get('para-system').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await pending).toMatchObject({ status: 0, message: TEXTS.connectionTimeout });
    expect(showReloadDialog).toHaveBeenCalledWith({
      title: TEXTS.timeoutTitle,
      content: TEXTS.timeoutText,
      okText: TEXTS.retry,
    });
  });

  it("signs out on 'Invalid Token.'", async () => {
    signIn();
    handler = async () => json(401, { message: TEXTS.invalidToken });
    let settled = false;
    void api.get('users/me').finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(getSession()).toBeNull());
    expect(localStorage.getItem('islogin')).toBe('false');
    expect(settled).toBe(false);
  });

  it('hands the 401 to callers that explain it themselves', async () => {
    signIn();
    handler = async () => json(401, { message: TEXTS.invalidToken });
    await expect(api.post('system/close', {}, { invalidToken: 'throw' })).rejects.toMatchObject({
      status: 401,
    });
    expect(getSession()).not.toBeNull();
  });
});
