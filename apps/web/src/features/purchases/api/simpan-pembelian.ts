import { type PembelianDoc, type PembelianInput, pembelianDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/**
 * Saves the buyback (OPEN, waiting for validation); the same idempotency key answers the
 * buyback already made. 422 when a line needs otorisasi and none was sent.
 */
export async function simpanPembelian(body: PembelianInput): Promise<PembelianDoc> {
  return pembelianDocSchema.parse(await api.post<unknown>('pembelian', body));
}
