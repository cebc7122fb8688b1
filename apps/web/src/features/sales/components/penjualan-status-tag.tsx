import type { PenjualanDoc } from '@toko/shared';
import { Space, Tag } from 'antd';

export const PENJUALAN_STATUS_TEXTS = {
  belumValidasi: 'Belum Validasi',
  sudahValidasi: 'Sudah Validasi',
  batal: 'Batal',
  sebagianBatal: 'Sebagian Batal',
} as const;

/** A sale's state as staff name it: awaiting validation, validated, cancelled (wholly or a line of it). */
export function PenjualanStatusTag({
  doc,
}: {
  doc: Pick<PenjualanDoc, 'status' | 'status_valid' | 'items'>;
}) {
  if (doc.status === 'CANC') return <Tag color="red">{PENJUALAN_STATUS_TEXTS.batal}</Tag>;
  const someCancelled = doc.items.some((item) => item.status === 'CANC');
  return (
    <Space size={4} wrap>
      {doc.status_valid === 'DONE' ? (
        <Tag color="green">{PENJUALAN_STATUS_TEXTS.sudahValidasi}</Tag>
      ) : (
        <Tag color="orange">{PENJUALAN_STATUS_TEXTS.belumValidasi}</Tag>
      )}
      {someCancelled && <Tag color="red">{PENJUALAN_STATUS_TEXTS.sebagianBatal}</Tag>}
    </Space>
  );
}
