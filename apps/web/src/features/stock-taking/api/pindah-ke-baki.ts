import { type PindahBarang, pindahBarangResponseSchema } from '@toko/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PindahResult = z.infer<typeof pindahBarangResponseSchema>;

/**
 * Moves a piece found in the wrong tray through Pindah Barang (its menu and rules apply:
 * the opname itself never changes stock).
 */
export async function pindahKeBaki(body: PindahBarang): Promise<PindahResult> {
  return pindahBarangResponseSchema.parse(await api.post<unknown>('pindah-barang', body));
}
