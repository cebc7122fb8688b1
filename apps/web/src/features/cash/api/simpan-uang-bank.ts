import { type UangBankInput, type UangKasResult, uangKasResultSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** tambah: from the till into a bank account; ambil: from a bank account into the till. */
export type ArahUangBank = 'tambah' | 'ambil';

const PATHS: Record<ArahUangBank, string> = {
  tambah: 'cash/tambah-bank',
  ambil: 'cash/ambil-bank',
};

/**
 * Moves money between the till and a shop bank account (the two endpoints take the same
 * body); the same idempotency key answers the move already booked.
 */
export async function simpanUangBank(arah: ArahUangBank, body: UangBankInput): Promise<UangKasResult> {
  return uangKasResultSchema.parse(await api.post<unknown>(PATHS[arah], body));
}
