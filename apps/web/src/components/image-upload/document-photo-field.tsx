import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { type DocumentPhoto, type DocumentPhotoFolder, documentPhotoPath } from '@toko/shared';
import { Button, Space } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { PictureFrame } from './picture-frame';
import { uploadPicture } from './upload-picture';

export interface DocumentPhotoFieldProps {
  /** Which document the photo is for: uploads go to POST /api/{folder}/foto. */
  folder: DocumentPhotoFolder;
  /** The photo's file store key, '' (or undefined) without one: the document's `foto` field. */
  value?: string;
  /** Gets the new key after an upload, '' when the photo is taken off. */
  onChange?: (key: string) => void;
  /** Where a photo the form already names is shown (the document's `foto_url`); not needed after an upload here. */
  url?: string | null;
  /** The photo's alternative text. */
  name?: string;
  /** Side of the square preview, in pixels; below 100 (40 fits a table row) the buttons show icons only. */
  size?: number;
  disabled?: boolean;
  /** Prefix of the test ids: `{testId}-input`, `{testId}-preview`, `{testId}-empty`, `{testId}-hapus`. */
  testId?: string;
}

/**
 * The photo of a counter document taken while its form is filled in, before the document
 * exists: the picture is shrunk in the browser (as every picture is), uploaded to the
 * document's own folder, and its key becomes the form's value, which the document then
 * carries as `foto` (the server takes only keys its upload handed to this shop). Taking it
 * off only empties the field; the file stays in the store (decision 021). A controlled
 * antd form input:
 *
 *   <Form.Item name="foto" label="Foto Contoh">
 *     <DocumentPhotoField folder="pesanan" />
 *   </Form.Item>
 *
 * and, per row of a Form.List, `<Form.Item name={[row.name, 'foto']}>` around
 * `<DocumentPhotoField folder="service" size={40} testId={`item-foto-${row.name}`} />`.
 */
export function DocumentPhotoField({
  folder,
  value = '',
  onChange,
  url = null,
  name = 'Foto',
  size = 120,
  disabled = false,
  testId = 'document-photo',
}: DocumentPhotoFieldProps) {
  const [uploaded, setUploaded] = useState<DocumentPhoto | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The field's value decides: a form reset or another row's key shows no stale picture.
  const shown = !value ? null : uploaded?.key === value ? uploaded.url : url;
  // A table row has room for icons only.
  const compact = size < 100;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const answer = await uploadPicture<DocumentPhoto>(documentPhotoPath(folder), file);
      if (!answer) return;
      setUploaded(answer);
      onChange?.(answer.key);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space size={compact ? 4 : 'small'} align="center" data-testid={testId}>
      <PictureFrame url={shown} name={name} size={size} testId={testId} />
      {/* Inside an antd form its styles show a file input despite `hidden`: display none wins. */}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        style={{ display: 'none' }}
        onChange={choose}
        data-testid={`${testId}-input`}
        aria-label={`Pilih ${name}`}
      />
      <Space orientation="vertical" size={4}>
        <Button
          size="small"
          icon={<CameraOutlined />}
          loading={busy}
          disabled={disabled || busy}
          onClick={() => input.current?.click()}
          title={value ? 'Ganti Foto' : 'Ambil Foto'}
          aria-label={compact ? `${value ? 'Ganti' : 'Ambil'} ${name}` : undefined}
        >
          {compact ? null : value ? 'Ganti' : 'Foto'}
        </Button>
        {value && (
          <Button
            size="small"
            danger
            icon={<CloseOutlined />}
            disabled={disabled || busy}
            onClick={() => onChange?.('')}
            title="Hapus Foto"
            aria-label={`Hapus ${name}`}
            data-testid={`${testId}-hapus`}
          />
        )}
      </Space>
    </Space>
  );
}
