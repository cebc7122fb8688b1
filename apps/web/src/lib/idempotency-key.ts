/**
 * A key per transaction (a sale, a deposit, a buyback), kept across retries of the same
 * one so the server saves it once; random without needing a secure context, which a shop's
 * plain-HTTP LAN is not (`crypto.randomUUID` is missing there).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
