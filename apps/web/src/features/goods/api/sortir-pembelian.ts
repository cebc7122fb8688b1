import { pindahBarangResponseSchema, type SortirPembelian } from '@toko/shared';
import { api } from '../../../lib/api-client';
import type { PindahResult } from './pindah-barang';

/** Sends bought-back pieces to their sorting destination's tray; answers the SR receipt, count and weight. */
export async function sortirPembelian(body: SortirPembelian): Promise<PindahResult> {
  return pindahBarangResponseSchema.parse(await api.post<unknown>('sortir-pembelian', body));
}
