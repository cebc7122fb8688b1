import { PictureOutlined } from '@ant-design/icons';
import { Image, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { getApiOrigin } from '../../lib/api-client';

/** Files are served by the API's host, which may not be the page's (config.json apiBase). */
export function useFileAddress(url: string | null): string | null {
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

export interface PictureFrameProps {
  /** The picture's download address as the server answers it, or null for the empty frame. */
  url: string | null;
  /** The picture's alternative text. */
  name: string;
  /** Side of the square, in pixels; below 100 the empty frame shows its icon only. */
  size: number;
  /** Prefix of the test ids: `{testId}-preview`, `{testId}-empty`. */
  testId: string;
}

/** A stored picture in a square (click to enlarge), or an empty frame without one. */
export function PictureFrame({ url, name, size, testId }: PictureFrameProps) {
  const address = useFileAddress(url);
  if (address) {
    return (
      <Image
        src={address}
        alt={name}
        width={size}
        height={size}
        style={{ objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 8 }}
        data-testid={`${testId}-preview`}
      />
    );
  }
  return (
    <div
      data-testid={`${testId}-empty`}
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
      <PictureOutlined style={{ fontSize: size < 100 ? 20 : 32, color: '#bfbfbf' }} />
      {size >= 100 && <Typography.Text type="secondary">Belum Ada Gambar</Typography.Text>}
    </div>
  );
}
