import type { UangKasResult } from '@toko/shared';
import { Alert } from 'antd';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { WEB_TEXTS } from '../../../texts';
import { ringkasanSimpan } from './ringkasan-simpan';

export interface SimpanFeedbackProps {
  /** The last entry saved on this screen. */
  saved?: UangKasResult;
  /** The last save's failure: its server message stays in sight after the toast has gone. */
  error?: unknown;
  onClose?: () => void;
}

/** The receipt number of what was just saved, or why the server refused it, in its own words. */
export function SimpanFeedback({ saved, error, onClose }: SimpanFeedbackProps) {
  const refusal = error ? apiErrorMessage(error) : undefined;
  if (refusal) {
    return (
      <Alert type="error" showIcon style={{ marginBottom: 16 }} data-testid="simpan-error" title={refusal} />
    );
  }
  if (!saved) return null;
  return (
    <Alert
      type="success"
      showIcon
      closable={{ onClose }}
      style={{ marginBottom: 16 }}
      data-testid="simpan-result"
      // The receipt number reads whole, never broken over two lines.
      title={
        <>
          {WEB_TEXTS.cash.tersimpan} <span style={{ whiteSpace: 'nowrap' }}>{saved.no_ref}</span>
        </>
      }
      description={ringkasanSimpan(saved)}
    />
  );
}
