import { type KirimBarangDoc, kirimBarangDocSchema, type tolakKirimSchema } from '@toko/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Refuses a shipment: it is cancelled (BATAL) and the goods go back to the sender. */
export async function tolakKirim(body: z.input<typeof tolakKirimSchema>): Promise<KirimBarangDoc> {
  return kirimBarangDocSchema.parse(await api.post<unknown>('terima-barang/tolak', body));
}
