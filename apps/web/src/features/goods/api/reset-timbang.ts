import { messageSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Cancels the open weighing. */
export async function resetTimbang(id: number): Promise<string> {
  return messageSchema.parse(await api.post<unknown>(`timbang-baki/${id}/reset`)).message;
}
