import type { StatusKirim } from '@toko/shared';
import { Tag } from 'antd';

const COLORS: Record<StatusKirim, string> = { KIRIM: 'blue', TERIMA: 'green', BATAL: 'red' };

/** KIRIM (in transit), TERIMA (received), BATAL (refused, back at the sender). */
export function KirimStatusTag({ status }: { status: StatusKirim }) {
  return <Tag color={COLORS[status]}>{status}</Tag>;
}
