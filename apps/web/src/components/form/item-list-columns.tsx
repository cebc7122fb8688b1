import { DeleteOutlined } from '@ant-design/icons';
import type { DocumentPhotoFolder } from '@toko/shared';
import { Button, Form, type TableColumnsType } from 'antd';
import { DocumentPhotoField } from '../image-upload/document-photo-field';
import { PictureFrame } from '../image-upload/picture-frame';

/** A row of a form list shown as a table: antd's field key and its index in the list. */
export interface ItemListRow {
  key: number;
  name: number;
}

/**
 * The columns every table of pieces a counter document takes in ends with (repairs, pledged
 * gold): a photo of each piece, taken before the document is saved (decision 021), and
 * the button that takes the piece off the list (never the last one).
 */
export function itemPhotoAndRemoveColumns(options: {
  folder: DocumentPhotoFolder;
  disabled: boolean | undefined;
  count: number;
  remove: (name: number) => void;
}): TableColumnsType<ItemListRow> {
  const { folder, disabled, count, remove } = options;
  return [
    {
      key: 'foto',
      title: 'Foto',
      width: 84,
      render: (_v, row) => (
        <Form.Item name={[row.name, 'foto']} style={{ margin: 0 }}>
          <DocumentPhotoField
            folder={folder}
            size={40}
            name={`Foto Barang ${row.name + 1}`}
            disabled={disabled}
            testId={`item-foto-${row.name}`}
          />
        </Form.Item>
      ),
    },
    {
      key: 'hapus',
      title: '',
      width: 44,
      render: (_v, row) => (
        <Button
          danger
          type="text"
          icon={<DeleteOutlined />}
          aria-label="Hapus Barang"
          disabled={disabled || count <= 1}
          onClick={() => remove(row.name)}
          data-testid={`item-hapus-${row.name}`}
        />
      ),
    },
  ];
}

/** A saved piece's photo as a document's detail shows it (repairs, pledged gold); '-' without one. */
export function savedPhotoColumn<
  T extends { id: number; nama_barang: string; foto_url: string | null },
>(): TableColumnsType<T>[number] {
  return {
    key: 'foto',
    title: 'Foto',
    render: (_v, line) =>
      line.foto_url ? (
        <PictureFrame
          url={line.foto_url}
          name={`Foto ${line.nama_barang}`}
          size={64}
          testId={`foto-${line.id}`}
        />
      ) : (
        '-'
      ),
  };
}
