import type { MasterRecord, MasterResource } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Body: what `masterWriteSchema(entry)` produced from the form. */
export function createMasterRecord(
  entry: MasterResource,
  body: Record<string, unknown>,
): Promise<MasterRecord> {
  return api.post<MasterRecord>(entry.writePath, body);
}
