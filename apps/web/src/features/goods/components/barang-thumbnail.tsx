import { PictureOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useFileAddress } from '../../../components/image-upload/picture-frame';

/** A piece's photo as a small square that opens large on click, or an empty square. */
export function BarangThumbnail({ url, alt, size = 40 }: { url: string | null; alt: string; size?: number }) {
  const address = useFileAddress(url);
  if (!address) {
    return (
      <div
        title="Belum Ada Foto"
        style={{
          width: size,
          height: size,
          border: '1px dashed #d9d9d9',
          borderRadius: 4,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: '#bfbfbf',
        }}
      >
        <PictureOutlined />
      </div>
    );
  }
  return (
    <Image
      src={address}
      alt={alt}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      data-testid="barang-thumbnail"
    />
  );
}
