/**
 * The server's message carried by an error of the API client (`{status, message}`),
 * or undefined. Other errors (a bug's TypeError, an aborted request) carry English
 * developer text that staff must not see, so callers fall back to the spec's text.
 */
export function apiErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, message } = error as { status?: unknown; message?: unknown };
  if (typeof status !== 'number' || typeof message !== 'string') return undefined;
  const text = message.trim();
  return text === '' ? undefined : text;
}
