import { type STATUS_TITIPAN, TEXTS, type TitipanDoc } from '@toko/shared';
import { Tag } from 'antd';
import { WEB_TEXTS } from '../../../texts';

type StatusTitipan = (typeof STATUS_TITIPAN)[number];

/** A deposit's state as staff name it: waiting for its customer, collected, cancelled. */
export const TITIPAN_STATUS_LABELS: Record<StatusTitipan, string> = TEXTS.status.titipan;

const COLORS: Record<StatusTitipan, string> = { OPEN: 'blue', FINISH: 'green', CLOSE: 'red' };

export function TitipanStatusTag({ doc }: { doc: Pick<TitipanDoc, 'status'> }) {
  return <Tag color={COLORS[doc.status]}>{TITIPAN_STATUS_LABELS[doc.status]}</Tag>;
}

/** Whether a supervisor validated the deposit (the pieces in gudang TITIP, the DP in the cash book). */
export function TitipanValidTag({ doc }: { doc: Pick<TitipanDoc, 'status_valid'> }) {
  return doc.status_valid === 'DONE' ? (
    <Tag color="green">{WEB_TEXTS.transaksiStatus.sudahValidasi}</Tag>
  ) : (
    <Tag color="orange">{WEB_TEXTS.transaksiStatus.belumValidasi}</Tag>
  );
}
