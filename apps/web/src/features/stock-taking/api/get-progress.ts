import { useQuery } from '@tanstack/react-query';
import { type ProgressOpname, progressOpnameSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { type JenisOpname, OPNAME_API, opnameQueryKeys } from './opname-paths';

export async function getProgress(jenis: JenisOpname, id: number): Promise<ProgressOpname> {
  return progressOpnameSchema.parse(await api.get<unknown>(`${OPNAME_API[jenis]}/${id}/progress`));
}

/** Scanned against expected per tray; refreshed now and then, never per scan. */
export function useProgress(jenis: JenisOpname, id: number) {
  return useQuery({
    queryKey: opnameQueryKeys.progress(jenis, id),
    queryFn: () => getProgress(jenis, id),
    refetchInterval: 15_000,
  });
}
