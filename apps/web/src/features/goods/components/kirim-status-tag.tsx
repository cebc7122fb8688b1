import { type StatusKirim, TEXTS } from '@toko/shared';
import { Tag } from 'antd';

const COLORS: Record<StatusKirim, string> = { KIRIM: 'blue', TERIMA: 'green', BATAL: 'red' };

/** KIRIM (in transit), TERIMA (received), BATAL (refused, back at the sender), in words. */
export function KirimStatusTag({ status }: { status: StatusKirim }) {
  return <Tag color={COLORS[status]}>{TEXTS.status.kirim[status]}</Tag>;
}
