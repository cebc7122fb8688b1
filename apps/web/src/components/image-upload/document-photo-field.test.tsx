import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../lib/api-client';
import { resizeImage } from '../../lib/image-resize';
import { notifyInfo } from '../../lib/notify';
import { DocumentPhotoField } from './document-photo-field';
import { NOT_AN_IMAGE } from './upload-picture';

vi.mock('../../lib/notify', () => ({
  confirmDialog: vi.fn(),
  notifyError: vi.fn(),
  notifyInfo: vi.fn(),
  notifySuccess: vi.fn(),
}));
// happy-dom decodes no pictures; the resize itself is checked in Chromium (e2e/images.e2e.ts).
vi.mock('../../lib/image-resize', () => ({ resizeImage: vi.fn() }));
// The HTTP side of an upload (token, multipart, errors) is image-upload.test.tsx's; here only what is sent where.
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../lib/api-client')>()),
  api: { upload: vi.fn() },
  getApiOrigin: vi.fn(async () => window.location.origin),
}));

const RESIZED = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
const KEY = 'PST/service/0123456789abcdef0123456789abcdef.jpg';
const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cincin.png', { type: 'image/png' });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(resizeImage).mockResolvedValue(RESIZED);
});

/** The field inside a form, as a document form holds it; `submitted` gets the form's values. */
function renderInForm(initial: { foto?: string } = {}, url?: string | null) {
  const submitted = vi.fn();
  let form: ReturnType<typeof Form.useForm>[0] | undefined;
  function Harness() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={initial} onFinish={submitted}>
        <Form.Item name="foto">
          <DocumentPhotoField folder="service" name="Foto Barang 1" url={url} testId="foto" />
        </Form.Item>
        <Button htmlType="submit">Simpan</Button>
      </Form>
    );
  }
  render(<Harness />);
  return { submitted, form: () => form };
}

describe('DocumentPhotoField', () => {
  it('uploads the shrunk picture to the folder of its document and puts the key in the form', async () => {
    vi.mocked(api.upload).mockResolvedValue({ key: KEY, url: `/files/${KEY}` });
    const { submitted } = renderInForm();
    expect(screen.getByTestId('foto-empty')).toBeTruthy();
    expect(screen.queryByTestId('foto-hapus')).toBeNull();

    const file = photo();
    await userEvent.upload(screen.getByTestId('foto-input'), file);
    await vi.waitFor(() => expect(screen.getByTestId('foto-preview')).toBeTruthy());
    expect(resizeImage).toHaveBeenCalledWith(file);
    expect(api.upload).toHaveBeenCalledOnce();
    const [path, body] = vi.mocked(api.upload).mock.calls[0] ?? [];
    expect(path).toBe('service/foto');
    expect((body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(screen.getByRole('img', { name: 'Foto Barang 1' }).getAttribute('src')).toBe(`/files/${KEY}`);

    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledWith({ foto: KEY }));
  });

  it("keeps the field as it was when the server refuses, showing the server's words", async () => {
    vi.mocked(api.upload).mockRejectedValue(new ApiError(400, 'Ukuran gambar maksimal 2 MB'));
    const { submitted } = renderInForm({ foto: '' });
    await userEvent.upload(screen.getByTestId('foto-input'), photo());
    await vi.waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('Ukuran gambar maksimal 2 MB'));
    expect(screen.getByTestId('foto-empty')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledWith({ foto: '' }));
  });

  it('refuses a file that is not a picture without calling the server', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderInForm();
    await user.upload(screen.getByTestId('foto-input'), new File(['a,b'], 'data.csv', { type: 'text/csv' }));
    await vi.waitFor(() => expect(notifyInfo).toHaveBeenCalledWith(NOT_AN_IMAGE));
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('is emptied by its delete button and by a form reset, showing no stale picture', async () => {
    vi.mocked(api.upload).mockResolvedValue({ key: KEY, url: `/files/${KEY}` });
    const { submitted, form } = renderInForm();
    await userEvent.upload(screen.getByTestId('foto-input'), photo());
    await vi.waitFor(() => expect(screen.getByTestId('foto-preview')).toBeTruthy());

    await userEvent.click(screen.getByRole('button', { name: 'Hapus Foto Barang 1' }));
    expect(screen.getByTestId('foto-empty')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledWith({ foto: '' }));

    await userEvent.upload(screen.getByTestId('foto-input'), photo());
    await vi.waitFor(() => expect(screen.getByTestId('foto-preview')).toBeTruthy());
    form()?.resetFields();
    await vi.waitFor(() => expect(screen.getByTestId('foto-empty')).toBeTruthy());
  });

  it('fits a table row: icon buttons named for the screen reader', async () => {
    vi.mocked(api.upload).mockResolvedValue({ key: KEY, url: `/files/${KEY}` });
    const onChange = vi.fn();
    const { rerender } = render(
      <DocumentPhotoField folder="pesanan" value="" onChange={onChange} size={48} name="Foto Contoh" />,
    );
    expect(screen.getByRole('button', { name: 'Ambil Foto Contoh' }).textContent).toBe('');
    await userEvent.upload(screen.getByLabelText('Pilih Foto Contoh'), photo());
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(KEY));
    expect(vi.mocked(api.upload).mock.calls[0]?.[0]).toBe('pesanan/foto');
    rerender(
      <DocumentPhotoField folder="pesanan" value={KEY} onChange={onChange} size={48} name="Foto Contoh" />,
    );
    expect(screen.getByRole('button', { name: 'Ganti Foto Contoh' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto Contoh' }).getAttribute('src')).toBe(`/files/${KEY}`);
  });

  it('shows a photo the form already names at the address it is given', () => {
    renderInForm({ foto: KEY }, `/files/${KEY}`);
    expect(screen.getByRole('img', { name: 'Foto Barang 1' }).getAttribute('src')).toBe(`/files/${KEY}`);
    expect(screen.getByTestId('foto-hapus')).toBeTruthy();
  });
});
