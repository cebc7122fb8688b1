import { useQuery } from '@tanstack/react-query';
import {
  type PageResult,
  pageResultSchema,
  type ScanOpnameResult,
  scanOpnameResultSchema,
} from '@toko/shared';
import { api } from '../../../lib/api-client';
import { type JenisOpname, OPNAME_API, opnameQueryKeys } from './opname-paths';

/** The latest scans of an opname (its own rows only), newest first. */
export async function getScanned(
  jenis: JenisOpname,
  id: number,
  limit: number,
): Promise<PageResult<ScanOpnameResult>> {
  return pageResultSchema(scanOpnameResultSchema).parse(
    await api.get<unknown>(`${OPNAME_API[jenis]}/${id}/scan?skip=0&limit=${limit}`),
  );
}

/** Read once when the scan page opens; later scans are added by the page, never by reloading this. */
export function useScanned(jenis: JenisOpname, id: number, limit: number) {
  return useQuery({
    queryKey: opnameQueryKeys.scanned(jenis, id),
    queryFn: () => getScanned(jenis, id, limit),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
