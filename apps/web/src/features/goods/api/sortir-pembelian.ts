import { type PindahBarang, pindahBarangResponseSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import type { PindahResult } from './pindah-barang';

/** Puts bought-back pieces on sale in the destination tray; answers the SR receipt, count and weight. */
export async function sortirPembelian(body: PindahBarang): Promise<PindahResult> {
  return pindahBarangResponseSchema.parse(await api.post<unknown>('sortir-pembelian', body));
}
