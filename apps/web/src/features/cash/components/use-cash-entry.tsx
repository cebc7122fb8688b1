import type { UangKasResult } from '@toko/shared';
import { type ReactNode, useRef, useState } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { cashQueryKeys } from '../api/cash-query-keys';
import { SimpanFeedback } from './simpan-feedback';

export interface CashEntry<TBody> {
  /** Sends the entry under its key. */
  simpan: (body: Omit<TBody, 'idempotency_key'>) => void;
  saving: boolean;
  /** The receipt of the last save, or the server's refusal of the last try. */
  feedback: ReactNode;
}

/**
 * A manual cash-book entry: one idempotency key per entry, kept across retries (a save
 * whose answer was lost is booked once) and renewed once the entry is saved; the success
 * toast, the receipt number and the refreshed balances and lists follow a save.
 */
export function useCashEntry<TBody extends { idempotency_key: string }>(
  send: (body: TBody) => Promise<UangKasResult>,
  onSaved: () => void,
): CashEntry<TBody> {
  const key = useRef<string>(null);
  key.current ??= newIdempotencyKey();
  const [saved, setSaved] = useState<UangKasResult>();
  const save = useSaveMutation<UangKasResult, TBody>({
    mutationFn: send,
    invalidates: [cashQueryKeys.all],
    onSuccess: (result) => {
      setSaved(result);
      key.current = newIdempotencyKey();
      onSaved();
    },
  });
  return {
    simpan: (body) => save.mutate({ ...body, idempotency_key: key.current ?? newIdempotencyKey() } as TBody),
    saving: save.isPending,
    feedback: (
      <SimpanFeedback
        saved={saved}
        error={save.isError ? save.error : undefined}
        onClose={() => setSaved(undefined)}
      />
    ),
  };
}
