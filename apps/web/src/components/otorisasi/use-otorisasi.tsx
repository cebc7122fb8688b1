import { OTORISASI_CODES, type OtorisasiInput } from '@toko/shared';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { OtorisasiDialog } from './otorisasi-dialog';

/**
 * Answers the server gives about the consent itself (wrong password, a user who may
 * not authorise, the same user, too many tries, a refused field): the dialog shows
 * them and stays open. Anything else (a piece moved meanwhile, no connection) belongs
 * to the screen.
 */
const OTORISASI_STATUSES = new Set([400, 401, 403, 422, 429]);

export function isOtorisasiError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return typeof status === 'number' && OTORISASI_STATUSES.has(status) && typeof message === 'string';
}

/**
 * The server asks for a consent the screen did not see coming (a price or a rule changed
 * meanwhile): 422 with code OTORISASI_DIPERLUKAN, told apart from a refused consent by
 * its code, never by its text.
 */
export function isOtorisasiNeeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, body } = error as { status?: unknown; body?: unknown };
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return status === 422 && code === OTORISASI_CODES.diperlukan;
}

/**
 * Sends with a second user's consent: asked first when the screen sees it is needed, or
 * when the server asks for it (OTORISASI_DIPERLUKAN: a price changed meanwhile), told
 * apart from any other refusal by its code. Undefined when the consent was not given.
 */
export async function withConsent<T>(
  needed: boolean,
  send: () => Promise<T>,
  ask: () => Promise<T | undefined>,
): Promise<T | undefined> {
  if (needed) return ask();
  try {
    return await send();
  } catch (error) {
    if (!isOtorisasiNeeded(error)) throw error;
    return ask();
  }
}

export interface OtorisasiRequest<T> {
  title?: string;
  description?: ReactNode;
  /** The screen's own request, carrying the values in its body. */
  send: (otorisasi: OtorisasiInput) => Promise<T>;
}

interface Pending {
  title?: string;
  description?: ReactNode;
  submit: (otorisasi: OtorisasiInput) => Promise<void>;
  cancel: () => void;
}

/**
 * Asks for otorisasi around a screen's request:
 *
 *   const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
 *   const bukti = await requestOtorisasi({ title, send: (otorisasi) => hancurBarang({ ...body, otorisasi }) });
 *
 * Resolves with the request's answer, or undefined when the user cancels. An
 * otorisasi error keeps the dialog open with the server's message; any other error
 * closes it and rejects, for the screen to handle. The screen's own state is never
 * touched. Render `otorisasiDialog` once in the screen.
 */
export function useOtorisasi(): {
  requestOtorisasi: <T>(request: OtorisasiRequest<T>) => Promise<T | undefined>;
  otorisasiDialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending>();
  const active = useRef<Pending>(undefined);

  const close = useCallback((entry: Pending) => {
    if (active.current !== entry) return;
    active.current = undefined;
    setPending(undefined);
  }, []);

  const requestOtorisasi = useCallback(
    <T,>(request: OtorisasiRequest<T>) =>
      new Promise<T | undefined>((resolve, reject) => {
        // A second request while one is open replaces it; the first counts as cancelled.
        active.current?.cancel();
        const entry: Pending = {
          title: request.title,
          description: request.description,
          submit: async (otorisasi) => {
            try {
              const result = await request.send(otorisasi);
              close(entry);
              resolve(result);
            } catch (error) {
              if (isOtorisasiError(error)) throw error;
              close(entry);
              reject(error);
            }
          },
          cancel: () => {
            close(entry);
            resolve(undefined);
          },
        };
        active.current = entry;
        setPending(entry);
      }),
    [close],
  );

  const otorisasiDialog = (
    <OtorisasiDialog
      open={pending !== undefined}
      title={pending?.title}
      description={pending?.description}
      onSubmit={(otorisasi) => pending?.submit(otorisasi) ?? Promise.resolve()}
      onCancel={() => pending?.cancel()}
    />
  );

  return { requestOtorisasi, otorisasiDialog };
}
