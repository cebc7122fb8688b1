import { Tag } from 'antd';

/** OK in green, SELISIH in red, "-" while there is no result: in the modal and in the history. */
export function HasilTag({ hasil }: { hasil: 'OK' | 'SELISIH' | null }) {
  if (!hasil) return <>-</>;
  return <Tag color={hasil === 'OK' ? 'green' : 'red'}>{hasil}</Tag>;
}
