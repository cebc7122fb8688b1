import { TEXTS } from '@toko/shared';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { notifyInfo } from '../../lib/notify';
import { apiErrorMessage } from '../dialogs/api-error-message';

/**
 * The idempotency key of the document being made: kept across retries of the same save
 * (the server saves it once), renewed for the next customer or a change of what is made.
 */
export function useIdempotencyKey(): { current: () => string; renew: () => void } {
  const key = useRef(newIdempotencyKey());
  return {
    current: () => key.current,
    renew: () => {
      key.current = newIdempotencyKey();
    },
  };
}

/**
 * Lookups a scanner fires one after another (a barcode's price, a receipt): how many are
 * still out, for the scan field's spinner.
 */
export function usePendingLookups(): {
  pending: boolean;
  track: <T>(lookup: () => Promise<T>) => Promise<T>;
} {
  const [count, setCount] = useState(0);
  const track = async <T>(lookup: () => Promise<T>) => {
    setCount((current) => current + 1);
    try {
      return await lookup();
    } finally {
      setCount((current) => current - 1);
    }
  };
  return { pending: count > 0, track };
}

/**
 * Tells the cashier why a save was refused. Answers the server's message when the refusal
 * is about pieces that changed meanwhile (409: sold, held, bought back elsewhere), for the
 * screen to take them off its list.
 */
export function tellRefusal(error: unknown): string | undefined {
  const message = apiErrorMessage(error);
  notifyInfo(message ?? TEXTS.saveError);
  return message && (error as { status?: number }).status === 409 ? message : undefined;
}

/** Runs a save with the form disabled meanwhile (the otorisasi dialog included). */
export function useBusy(): { busy: boolean; during: (work: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const during = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  return { busy, during };
}
