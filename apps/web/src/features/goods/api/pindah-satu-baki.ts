import { type PindahSatuBaki, pindahBarangResponseSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import type { PindahResult } from './pindah-barang';

/** Moves a whole tray; the count and weight sent are what the screen showed. */
export async function pindahSatuBaki(body: PindahSatuBaki): Promise<PindahResult> {
  return pindahBarangResponseSchema.parse(await api.post<unknown>('pindah-barang/satu-baki', body));
}
