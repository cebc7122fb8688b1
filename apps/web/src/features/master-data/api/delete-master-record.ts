import type { MasterResource } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Refused with a message (409) while other data still uses the record, or for a standard gudang. */
export function deleteMasterRecord(entry: MasterResource, id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`${entry.writePath}/${id}`);
}
