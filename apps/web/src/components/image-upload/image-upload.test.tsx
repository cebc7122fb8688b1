import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@toko/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resizeImage } from '../../lib/image-resize';
import { confirmDialog, notifyError, notifyInfo, notifySuccess } from '../../lib/notify';
import { startSession } from '../../lib/storage';
import { ImageUpload, NOT_AN_IMAGE } from './image-upload';

vi.mock('../../lib/notify', () => ({
  confirmDialog: vi.fn(),
  notifyError: vi.fn(),
  notifyInfo: vi.fn(),
  notifySuccess: vi.fn(),
}));
// happy-dom decodes no pictures; the resize itself is checked in Chromium (e2e/images.e2e.ts).
vi.mock('../../lib/image-resize', () => ({ resizeImage: vi.fn() }));

const RESIZED = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}
let calls: Call[];
let answer: (call: Call) => Response;

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  startSession({
    token: 'token-1',
    user: {
      user_id: 'OWNER',
      user_name: 'Budi',
      level: 'OWN',
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
  calls = [];
  vi.mocked(resizeImage).mockResolvedValue(RESIZED);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (input === '/config.json') return json(200, { apiBase: '/api' });
      const call = {
        url: input,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body,
      };
      calls.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cincin.png', { type: 'image/png' });

describe('ImageUpload', () => {
  it('shows an empty frame and no delete button without a picture', () => {
    render(<ImageUpload url={null} uploadPath="batu-shape/12/image" onChanged={vi.fn()} />);
    expect(screen.getByTestId('image-upload-empty')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Pilih Gambar/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Hapus Gambar/ })).toBeNull();
  });

  it('resizes the chosen picture, uploads it as field "file" and shows the answer', async () => {
    answer = () => json(200, { url: '/files/PST/batu-shape/RD.jpg?v=abc' });
    const onChanged = vi.fn();
    render(<ImageUpload url={null} uploadPath="batu-shape/12/image" onChanged={onChanged} />);
    const file = photo();
    await userEvent.upload(screen.getByTestId('image-upload-input'), file);

    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledWith('/files/PST/batu-shape/RD.jpg?v=abc'));
    expect(resizeImage).toHaveBeenCalledWith(file);
    expect(calls).toHaveLength(1);
    const call = calls[0] as Call;
    expect(call.url).toBe('/api/batu-shape/12/image');
    expect(call.method).toBe('POST');
    expect(call.headers['x-auth-token']).toBe('token-1');
    // The browser writes the multipart Content-Type with its boundary itself.
    expect(call.headers['Content-Type']).toBeUndefined();
    expect(call.body).toBeInstanceOf(FormData);
    const sent = (call.body as FormData).get('file');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as Blob).size).toBe(RESIZED.size);
    expect(notifySuccess).toHaveBeenCalledWith(TEXTS.saved);
    const preview = screen.getByRole('img', { name: 'Gambar' }) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe('/files/PST/batu-shape/RD.jpg?v=abc');
    expect(screen.getByRole('button', { name: /Hapus Gambar/ })).toBeTruthy();
  });

  it("shows the server's message when the upload is refused", async () => {
    answer = () => json(400, { message: 'Ukuran gambar maksimal 2 MB' });
    const onChanged = vi.fn();
    render(<ImageUpload url={null} uploadPath="toko/logo" onChanged={onChanged} />);
    await userEvent.upload(screen.getByTestId('image-upload-input'), photo());
    await vi.waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('Ukuran gambar maksimal 2 MB'));
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByTestId('image-upload-empty')).toBeTruthy();
  });

  it('refuses a file that is not a picture without calling the server', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ImageUpload url={null} uploadPath="toko/logo" onChanged={vi.fn()} />);
    await user.upload(
      screen.getByTestId('image-upload-input'),
      new File(['kode,nama'], 'data.csv', { type: 'text/csv' }),
    );
    await vi.waitFor(() => expect(notifyInfo).toHaveBeenCalledWith(NOT_AN_IMAGE));
    expect(resizeImage).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('says so when the browser cannot read the picture', async () => {
    vi.mocked(resizeImage).mockRejectedValue(new Error('decode failed'));
    render(<ImageUpload url={null} uploadPath="toko/logo" onChanged={vi.fn()} />);
    await userEvent.upload(screen.getByTestId('image-upload-input'), photo());
    await vi.waitFor(() => expect(notifyInfo).toHaveBeenCalledWith(NOT_AN_IMAGE));
    expect(calls).toHaveLength(0);
  });

  it('deletes after asking, and shows the empty frame', async () => {
    vi.mocked(confirmDialog).mockResolvedValue(true);
    answer = () => json(200, { message: TEXTS.deleted });
    const onChanged = vi.fn();
    render(
      <ImageUpload
        url="/files/PST/batu-shape/RD.jpg"
        uploadPath="batu-shape/12/image"
        name="Gambar Shape RD"
        onChanged={onChanged}
      />,
    );
    expect(screen.getByRole('img', { name: 'Gambar Shape RD' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Hapus Gambar/ }));
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Apakah Anda Yakin Ingin Menghapus Gambar Shape RD ?' }),
    );
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledWith(null));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/batu-shape/12/image']);
    expect(notifySuccess).toHaveBeenCalledWith(TEXTS.deleted);
    expect(screen.getByTestId('image-upload-empty')).toBeTruthy();
  });

  it('keeps the picture when the user says no, or the delete fails', async () => {
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    const onChanged = vi.fn();
    render(<ImageUpload url="/files/PST/toko/logo.jpg" uploadPath="toko/logo" onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: /Hapus Gambar/ }));
    await vi.waitFor(() => expect(confirmDialog).toHaveBeenCalledOnce());
    expect(calls).toHaveLength(0);

    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await userEvent.click(screen.getByRole('button', { name: /Hapus Gambar/ }));
    await vi.waitFor(() => expect(notifyInfo).toHaveBeenCalledWith(TEXTS.connectionProblem));
    expect(notifyError).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Gambar' })).toBeTruthy();
  });

  it('follows a new url from its parent', () => {
    const { rerender } = render(<ImageUpload url={null} uploadPath="toko/logo" onChanged={vi.fn()} />);
    rerender(<ImageUpload url="/files/PST/toko/logo.jpg" uploadPath="toko/logo" onChanged={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Gambar' }).getAttribute('src')).toBe('/files/PST/toko/logo.jpg');
  });
});
