import { type TitipanDoc, type TitipanInput, titipanDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Saves a deposit (the pieces held, the DP taken); the same idempotency key answers the deposit already made. */
export async function simpanTitipan(body: TitipanInput): Promise<TitipanDoc> {
  return titipanDocSchema.parse(await api.post<unknown>('titipan', body));
}
