import { TEXTS } from '@toko/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, fileNameOfDisposition } from './api-client';
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

  it('answers a page its GET started early, once, and asks again after', async () => {
    signIn();
    let asked = 0;
    handler = async () => json(200, { asked: ++asked });
    api.startEarly('dashboard');
    api.startEarly('dashboard');
    await expect(api.get('dashboard')).resolves.toEqual({ asked: 1 });
    await expect(api.get('dashboard')).resolves.toEqual({ asked: 2 });
    expect(asked).toBe(2);
  });

  it('leaves the refusal of a GET started early to the page that reads it', async () => {
    signIn();
    handler = async () => json(500, { message: 'Server sedang bermasalah' });
    api.startEarly('dashboard');
    await expect(api.get('dashboard')).rejects.toMatchObject({ status: 500 });
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

  it('downloads a file with the token and the name the server gives it', async () => {
    signIn();
    handler = async (url, init) => {
      expect(url).toBe('/api/laporan/transaksi-penjualan/export');
      expect(init.method).toBe('POST');
      const headers = init.headers as Record<string, string>;
      expect(headers['x-auth-token']).toBe('token-1');
      expect(headers.Accept).toBe('*/*');
      expect(JSON.parse(String(init.body))).toEqual({ format: 'xlsx' });
      return new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="laporan-x_2026-11-01_2026-11-26.xlsx"' },
      });
    };
    const file = await api.download('laporan/transaksi-penjualan/export', { format: 'xlsx' });
    expect(file.fileName).toBe('laporan-x_2026-11-01_2026-11-26.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
  });

  it('tells how many bytes of a download came in, piece by piece', async () => {
    signIn();
    handler = async () => {
      const pieces = [new Uint8Array([0x50, 0x4b]), new Uint8Array([3, 4, 5])];
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const piece = pieces.shift();
          if (piece) controller.enqueue(piece);
          else controller.close();
        },
      });
      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="a.xlsx"',
        },
      });
    };
    const received: number[] = [];
    const file = await api.download('laporan/x/export', {}, { onProgress: (bytes) => received.push(bytes) });
    expect(received).toEqual([0, 2, 5]);
    expect(file.fileName).toBe('a.xlsx');
    expect(file.blob.type).toBe('application/zip');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4, 5]));
  });

  it("answers a refused download with the server's words", async () => {
    signIn();
    handler = async () => json(404, { message: 'Laporan tidak ditemukan' });
    await expect(api.download('laporan/x/export')).rejects.toMatchObject({
      status: 404,
      message: 'Laporan tidak ditemukan',
    });
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameOfDisposition('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(fileNameOfDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(
      fileNameOfDisposition('attachment; filename="x.xlsx"; filename*=UTF-8\'\'laporan%20%C3%A9.xlsx'),
    ).toBe('laporan é.xlsx');
    expect(fileNameOfDisposition('attachment')).toBeUndefined();
    expect(fileNameOfDisposition(null)).toBeUndefined();
  });
});
