import { type TambahBarangItem, tambahBarangResponseSchema } from '@toko/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type TambahBarangResult = z.infer<typeof tambahBarangResponseSchema>;

/** Adds pieces to trays; each gets a new barcode, all under one reference number. */
export async function tambahBarang(items: TambahBarangItem[]): Promise<TambahBarangResult> {
  return tambahBarangResponseSchema.parse(await api.post<unknown>('barang', { items }));
}
