import { type UangKasInput, type UangKasResult, uangKasResultSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Books money into or out of the till; the same idempotency key answers the entry already booked. */
export async function simpanUangKas(body: UangKasInput): Promise<UangKasResult> {
  return uangKasResultSchema.parse(await api.post<unknown>('cash/uang-kas', body));
}
