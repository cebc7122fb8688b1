import { useQueryClient } from '@tanstack/react-query';
import type { MasterRecord, MasterResource } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { Image, Typography } from 'antd';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { masterQueryKeys } from '../../../components/master-select/master-query-keys';

/** The thumbnail column of masters that keep a picture per record (stone attributes). */
export function masterImageColumns(entry: MasterResource): TableColumnsType<MasterRecord> {
  if (!entry.imageFolder) return [];
  return [
    {
      key: 'image_url',
      title: 'Gambar',
      width: 90,
      render: (_value, record) =>
        typeof record.image_url === 'string' ? (
          <Image
            src={record.image_url}
            width={48}
            height={48}
            style={{ objectFit: 'cover' }}
            alt={String(record[entry.codeField])}
          />
        ) : (
          <Typography.Text type="secondary">-</Typography.Text>
        ),
    },
  ];
}

/** The picture inside the edit form: a record needs its id before it can have one. */
export function MasterImageField({
  entry,
  record,
}: {
  entry: MasterResource;
  record: MasterRecord | undefined;
}) {
  const queryClient = useQueryClient();
  if (!entry.imageFolder) return null;
  if (!record) {
    return (
      <Typography.Text type="secondary">Gambar dapat ditambahkan setelah data disimpan.</Typography.Text>
    );
  }
  const code = String(record[entry.codeField]);
  return (
    <ImageUpload
      url={typeof record.image_url === 'string' ? record.image_url : null}
      uploadPath={`${entry.writePath}/${record.id}/image`}
      name={`Gambar ${entry.noun} ${code}`}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: masterQueryKeys.all(entry) })}
    />
  );
}
