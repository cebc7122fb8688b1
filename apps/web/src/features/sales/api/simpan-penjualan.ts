import { type PenjualanDoc, type PenjualanInput, penjualanDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Saves the sale; the same idempotency key answers the sale already made. */
export async function simpanPenjualan(body: PenjualanInput): Promise<PenjualanDoc> {
  return penjualanDocSchema.parse(await api.post<unknown>('penjualan', body));
}
