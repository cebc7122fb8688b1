import type { MasterRecord, MasterResource } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Body as for create; the code field carries the record's existing code (it cannot change). */
export function updateMasterRecord(
  entry: MasterResource,
  id: number,
  body: Record<string, unknown>,
): Promise<MasterRecord> {
  return api.put<MasterRecord>(`${entry.writePath}/${id}`, body);
}
