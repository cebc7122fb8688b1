import { type SimpanTimbang, type TimbangBaki, timbangBakiSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Closes the weighing with the scale's reading; the server computes selisih and hasil. */
export async function simpanTimbang(id: number, body: SimpanTimbang): Promise<TimbangBaki> {
  return timbangBakiSchema.parse(await api.post<unknown>(`timbang-baki/${id}/simpan`, body));
}
