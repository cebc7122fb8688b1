import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { TEXTS } from '@toko/shared';
import { Button, Image, Space, Typography } from 'antd';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { api, getApiOrigin } from '../../lib/api-client';
import { resizeImage } from '../../lib/image-resize';
import { confirmDialog, notifyError, notifyInfo, notifySuccess } from '../../lib/notify';
import { apiErrorMessage } from '../dialogs/api-error-message';

/** The server's words for a file that is not a picture (kept equal to the server's SERVER_TEXTS.image.notAnImage). */
export const NOT_AN_IMAGE = 'File harus berupa gambar JPG, PNG atau WEBP';

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

/** Files are served by the API's host, which may not be the page's (config.json apiBase). */
function useFileAddress(url: string | null): string | null {
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => {
    if (!url?.startsWith('/')) return;
    let live = true;
    void getApiOrigin().then((found) => {
      if (live) setOrigin(found);
    });
    return () => {
      live = false;
    };
  }, [url]);
  if (!url?.startsWith('/') || !origin || origin === window.location.origin) return url;
  return `${origin}${url}`;
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
  const address = useFileAddress(current);

  useEffect(() => setCurrent(url), [url]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setBusy('upload');
    try {
      let picture: Blob;
      try {
        if (file.type && !file.type.startsWith('image/')) throw new Error('not an image');
        picture = await resizeImage(file);
      } catch {
        notifyInfo(NOT_AN_IMAGE);
        return;
      }
      const form = new FormData();
      form.append('file', picture, 'gambar.jpg');
      const answer = await api.upload<{ url: string }>(uploadPath, form);
      setCurrent(answer.url);
      notifySuccess(TEXTS.saved);
      onChanged(answer.url);
    } catch (error) {
      const message = apiErrorMessage(error);
      if (message) notifyInfo(message);
      else notifyError(TEXTS.saveError);
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
      {address ? (
        <Image
          src={address}
          alt={name}
          width={size}
          height={size}
          style={{ objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 8 }}
          data-testid="image-upload-preview"
        />
      ) : (
        <div
          data-testid="image-upload-empty"
          style={{
            width: size,
            height: size,
            border: '1px dashed #d9d9d9',
            borderRadius: 8,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 4,
          }}
        >
          <PictureOutlined style={{ fontSize: 32, color: '#bfbfbf' }} />
          <Typography.Text type="secondary">Belum Ada Gambar</Typography.Text>
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
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
