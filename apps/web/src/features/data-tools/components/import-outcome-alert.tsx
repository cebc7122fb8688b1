import { TEXTS } from '@toko/shared';
import { Alert } from 'antd';
import { formatNumber } from '../../../lib/format';
import { IMPORT_TYPE_LABELS } from './import-type-labels';
import type { ImportOutcome } from './use-import-data';

/** What the last import did: the rows added and changed, or why it failed. */
export function ImportOutcomeAlert({ outcome }: { outcome: ImportOutcome }) {
  return outcome.ok ? (
    <Alert
      type="success"
      showIcon
      data-testid="import-result"
      style={{ marginTop: 24 }}
      title={`${TEXTS.dataTools.berhasilImport} (${IMPORT_TYPE_LABELS[outcome.type]})`}
      description={TEXTS.dataTools.hasilImport(
        formatNumber(outcome.job.baru),
        formatNumber(outcome.job.diubah),
      )}
    />
  ) : (
    <Alert
      type="error"
      showIcon
      data-testid="import-error"
      style={{ marginTop: 24 }}
      title={outcome.message}
    />
  );
}
