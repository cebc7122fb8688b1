import { type PenjualanDoc, pembayaranPenjualan } from '@toko/shared';
import { Typography } from 'antd';
import { formatRupiah } from '../../../lib/format';

/** How a sale was paid, one line per method, in the nota's words. */
export function PenjualanPembayaran({ doc }: { doc: PenjualanDoc }) {
  const lines = pembayaranPenjualan(doc);
  if (lines.length === 0) return <>-</>;
  return (
    <div data-testid="pembayaran">
      {lines.map((line) => (
        <div key={line.label} style={{ whiteSpace: 'nowrap' }}>
          {line.detail ? `${line.label} ${line.detail}` : line.label}: {line.value}
        </div>
      ))}
      {doc.kembalian > 0 && (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          Kembalian: {formatRupiah(doc.kembalian)}
        </Typography.Text>
      )}
    </div>
  );
}
