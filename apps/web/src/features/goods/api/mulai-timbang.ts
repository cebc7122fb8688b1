import { type MulaiTimbang, type TimbangBaki, timbangBakiSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Opens a weighing of the tray: the server counts what the tray should weigh. */
export async function mulaiTimbang(body: MulaiTimbang): Promise<TimbangBaki> {
  return timbangBakiSchema.parse(await api.post<unknown>('timbang-baki/mulai', body));
}
