import { type ScanOpname, type ScanOpnameResult, scanOpnameResultSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { type JenisOpname, OPNAME_API } from './opname-paths';

/** One scan: one request, one upsert on the server; the page adds the answer itself. */
export async function scanOpname(
  jenis: JenisOpname,
  id: number,
  body: ScanOpname,
): Promise<ScanOpnameResult> {
  return scanOpnameResultSchema.parse(await api.post<unknown>(`${OPNAME_API[jenis]}/${id}/scan`, body));
}
