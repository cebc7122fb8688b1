import type { STATUS_VALID } from '@toko/shared';
import { Tag } from 'antd';
import { WEB_TEXTS } from '../../texts';

/** Whether a supervisor validated a counter document (its stock and money taken into account). */
export function ValidasiTag({ statusValid }: { statusValid: (typeof STATUS_VALID)[number] }) {
  return statusValid === 'DONE' ? (
    <Tag color="green">{WEB_TEXTS.transaksiStatus.sudahValidasi}</Tag>
  ) : (
    <Tag color="orange">{WEB_TEXTS.transaksiStatus.belumValidasi}</Tag>
  );
}
