import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { TEXTS } from '@toko/shared';
import { Button, Space } from 'antd';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client';
import { confirmDialog, notifyError, notifyInfo, notifySuccess } from '../../lib/notify';
import { apiErrorMessage } from '../dialogs/api-error-message';
import { PictureFrame } from './picture-frame';
import { uploadPicture } from './upload-picture';

export { NOT_AN_IMAGE } from './upload-picture';

export interface ImageUploadProps {
  /** The current picture's download address, or null without one. */
  url: string | null;
  /** API path answering POST (multipart field `file`) and DELETE: 'batu-shape/12/image', 'toko/logo'. */
  uploadPath: string;
  /** Runs after a successful upload (with the new address) or delete (null). */
  onChanged(url: string | null): void;
  /** What the delete question names: 'Gambar Shape RD' -> 'Apakah Anda Yakin Ingin Menghapus Gambar Shape RD ?'. */
  name?: string;
  /** Side of the square preview, in pixels. */
  size?: number;
  disabled?: boolean;
}

/**
 * A picture kept in the file store (stone attributes, the shop's logo): shows it or an
 * empty frame, uploads a new one shrunk in the browser to 720x1366 JPEG quality 50
 * (SPEC §5), and deletes it after asking.
 */
export function ImageUpload({
  url,
  uploadPath,
  onChanged,
  name = 'Gambar',
  size = 160,
  disabled = false,
}: ImageUploadProps) {
  const [current, setCurrent] = useState(url);
  const [busy, setBusy] = useState<'upload' | 'delete' | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => setCurrent(url), [url]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setBusy('upload');
    try {
      const answer = await uploadPicture<{ url: string }>(uploadPath, file);
      if (!answer) return;
      setCurrent(answer.url);
      notifySuccess(TEXTS.saved);
      onChanged(answer.url);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!(await confirmDialog({ title: TEXTS.confirmDelete(name), danger: true }))) return;
    setBusy('delete');
    try {
      await api.delete(uploadPath);
      setCurrent(null);
      notifySuccess(TEXTS.deleted);
      onChanged(null);
    } catch (error) {
      const message = apiErrorMessage(error);
      if (message) notifyInfo(message);
      else notifyError(TEXTS.deleteFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space orientation="vertical" size="small" data-testid="image-upload">
      <PictureFrame url={current} name={name} size={size} testId="image-upload" />
      {/* Inside an antd form its styles show a file input despite `hidden`: display none wins. */}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        style={{ display: 'none' }}
        onChange={choose}
        data-testid="image-upload-input"
        aria-label="Pilih Gambar"
      />
      <Space wrap>
        <Button
          icon={<UploadOutlined />}
          loading={busy === 'upload'}
          disabled={disabled || busy !== null}
          onClick={() => input.current?.click()}
        >
          Pilih Gambar
        </Button>
        {current && (
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={busy === 'delete'}
            disabled={disabled || busy !== null}
            onClick={remove}
          >
            Hapus Gambar
          </Button>
        )}
      </Space>
    </Space>
  );
}
