import type { STATUS_PENJUALAN, STATUS_VALID } from '@toko/shared';
import { Space, Tag } from 'antd';
import { WEB_TEXTS } from '../../texts';
import { ValidasiTag } from './validasi-tag';

type Status = (typeof STATUS_PENJUALAN)[number];

/** What the tag reads of a sale or a buyback: the visit's state and its lines' states. */
export interface TransaksiStatus {
  status: Status;
  status_valid: (typeof STATUS_VALID)[number];
  items: readonly { status: Status }[];
}

/**
 * A sale's or a buyback's state as staff name it: awaiting validation, validated,
 * cancelled (wholly or a line of it).
 */
export function TransaksiStatusTag({
  doc,
  vertical,
}: {
  doc: TransaksiStatus;
  /** One tag under the other, for a narrow column. */
  vertical?: boolean;
}) {
  if (doc.status === 'CANC') return <Tag color="red">{WEB_TEXTS.transaksiStatus.batal}</Tag>;
  const someCancelled = doc.items.some((item) => item.status === 'CANC');
  return (
    <Space size={4} wrap vertical={vertical}>
      <ValidasiTag statusValid={doc.status_valid} />
      {someCancelled && <Tag color="red">{WEB_TEXTS.transaksiStatus.sebagianBatal}</Tag>}
    </Space>
  );
}
