import { type PapanHarga, papanHargaApi, papanHargaSchema } from '@toko/shared';
import { apiUrl } from '../../../lib/api-client';

/** What the board shows: the prices, or why there are none. */
export type PapanHargaAnswer =
  | { kind: 'harga'; papan: PapanHarga }
  /** The shop is unknown or its board is off (404): the server's words, no price. */
  | { kind: 'tidak-aktif'; message: string };

/**
 * The board's prices, fetched without the app's client: a public page sends no token and must
 * never open the sign-in's dialogs on a shop's TV. `fresh` asks past any cache (a price was
 * just saved); otherwise a proxy's copy of a few seconds will do. A failure throws; the board
 * keeps what it shows and tries again.
 */
export async function getPapanHarga(kodeToko: string, fresh: boolean): Promise<PapanHargaAnswer> {
  const response = await fetch(await apiUrl(papanHargaApi(kodeToko)), {
    headers: { Accept: 'application/json' },
    cache: fresh ? 'reload' : 'default',
  });
  if (response.status === 404) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    return { kind: 'tidak-aktif', message: String(body.message ?? '') };
  }
  if (!response.ok) throw new Error(`papan harga: ${response.status}`);
  return { kind: 'harga', papan: papanHargaSchema.parse(await response.json()) };
}
