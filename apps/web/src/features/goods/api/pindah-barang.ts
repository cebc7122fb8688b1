import { type PindahBarang, pindahBarangResponseSchema } from '@toko/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PindahResult = z.infer<typeof pindahBarangResponseSchema>;

/** Moves the scanned pieces to the destination tray; answers the movement's number, count and weight. */
export async function pindahBarang(body: PindahBarang): Promise<PindahResult> {
  return pindahBarangResponseSchema.parse(await api.post<unknown>('pindah-barang', body));
}
