import { PictureOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useEffect, useState } from 'react';
import { getApiOrigin } from '../../../lib/api-client';

/** Files are served by the API's host, which may not be the page's (config.json apiBase). */
export function useFileUrl(url: string | null): string | null {
  const [origin, setOrigin] = useState<string>();
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

/** A piece's photo as a small square that opens large on click, or an empty square. */
export function BarangThumbnail({ url, alt, size = 40 }: { url: string | null; alt: string; size?: number }) {
  const address = useFileUrl(url);
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
