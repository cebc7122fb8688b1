import { type OtorisasiInput, TEXTS } from '@toko/shared';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { notifyInfo, notifySuccess } from '../../lib/notify';
import { useActionResult } from '../counter/use-action-result';
import { apiErrorMessage } from '../dialogs/api-error-message';
import { useOtorisasi } from '../otorisasi/use-otorisasi';

/** One cancellation, as the screen words it. */
export interface BatalRequest<T> {
  /** 'Otorisasi Batal Penjualan'. */
  title: string;
  /** What the authorising user agrees to undo: the document, the piece, the money. */
  summary: string;
  /** The area's cancel mutation, with the otorisasi given. */
  send: (otorisasi: OtorisasiInput) => Promise<T>;
  /** What the cashier is told once it went through. */
  done: (result: T) => string;
}

/**
 * Same-day cancellation with a second user's otorisasi (DOMAIN.md §1, §4), the same on
 * every counter document: ask for the otorisasi, send, say what was undone. A refusal is
 * told in a toast; the area's mutation refreshes the lists either way.
 */
export function useBatal(): {
  batal: <T>(request: BatalRequest<T>) => Promise<void>;
  /** The last cancellation's result, closable; render it above the list. */
  doneAlert: ReactNode;
  /** Render once in the screen. */
  otorisasiDialog: ReactNode;
} {
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const { alert: doneAlert, setDone } = useActionResult('batal-result');

  const batal = async <T,>(request: BatalRequest<T>) => {
    try {
      const result = await requestOtorisasi({
        title: request.title,
        description: <Alert type="warning" showIcon title={request.summary} />,
        send: request.send,
      });
      if (result === undefined) return;
      notifySuccess(TEXTS.saved);
      setDone(request.done(result));
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
    }
  };

  return { batal, doneAlert, otorisasiDialog };
}
