import { TEXTS } from '@toko/shared';
import { Progress, Typography } from 'antd';
import { formatNumber } from '../../../lib/format';
import type { ImportStage } from './use-import-data';

/** How far the bar is: receiving the parts is most of the wait, writing them the rest. */
function percentOf(stage: ImportStage): number {
  if (stage.kind !== 'sending' || !stage.job) return 0;
  const { job, total } = stage;
  if (job.status === 'SELESAI') return 100;
  if (job.status === 'PROSES') return 95;
  return total === 0 ? 0 : Math.floor((job.baris_diterima / total) * 90);
}

function progressText(stage: ImportStage): string {
  if (stage.kind === 'reading') return TEXTS.dataTools.membaca;
  if (stage.kind !== 'sending') return '';
  const total = formatNumber(stage.total);
  if (stage.job?.status === 'PROSES') return TEXTS.dataTools.menyimpan(total);
  return TEXTS.dataTools.mengirim(formatNumber(stage.job?.baris_diterima ?? 0), total);
}

/** The bar and its words while an import reads and sends the file. */
export function ImportProgress({ stage }: { stage: ImportStage }) {
  return (
    <div data-testid="import-progress" style={{ marginTop: 24 }}>
      <Progress percent={percentOf(stage)} status="active" />
      <Typography.Text type="secondary">{progressText(stage)}</Typography.Text>
    </div>
  );
}
