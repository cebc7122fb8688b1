import { type CekNota, cekNotaApi, cekNotaSchema } from '@toko/shared';
import { apiUrl } from '../../../lib/api-client';

/** What the page shows: the receipt, or the server's word that it knows no such receipt. */
export type CekNotaAnswer = { kind: 'nota'; nota: CekNota } | { kind: 'tidak-dikenali'; message: string };

/**
 * The receipt a QR code's token names, fetched without the app's client: a customer's phone has
 * no session and must not meet the sign-in's dialogs. 404 is a receipt the shop does not know;
 * any other failure throws (the page says it could not check, not that the receipt is false).
 */
export async function getCekNota(token: string): Promise<CekNotaAnswer> {
  const response = await fetch(await apiUrl(cekNotaApi(token)), { headers: { Accept: 'application/json' } });
  if (response.status === 404) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    return { kind: 'tidak-dikenali', message: String(body.message ?? '') };
  }
  if (!response.ok) throw new Error(`cek nota: ${response.status}`);
  return { kind: 'nota', nota: cekNotaSchema.parse(await response.json()) };
}
