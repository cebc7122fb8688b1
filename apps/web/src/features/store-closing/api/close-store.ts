import { type CloseStoreResponse, closeStoreResponseSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** The closing runs every area's checks and roll-forward: far longer than a normal call. */
const CLOSING_TIMEOUT_MS = 120_000;

export async function closeStore(): Promise<CloseStoreResponse> {
  const response = await api.post<unknown>(
    'system/close',
    { PROSES: 'close' },
    // An invalid token here means another user closed the day first: the flow says so.
    { timeoutMs: CLOSING_TIMEOUT_MS, invalidToken: 'throw' },
  );
  return closeStoreResponseSchema.parse(response);
}
