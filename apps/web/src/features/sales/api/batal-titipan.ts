import { type OtorisasiInput, type TitipanDoc, titipanDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Cancels an open deposit with a second user's otorisasi: the DP goes back, the pieces to their trays. */
export async function batalTitipan(noTitip: string, otorisasi: OtorisasiInput): Promise<TitipanDoc> {
  return titipanDocSchema.parse(await api.post<unknown>('titipan/batal', { no_titip: noTitip, otorisasi }));
}
