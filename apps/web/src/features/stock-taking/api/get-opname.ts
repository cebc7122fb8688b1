import { useQuery } from '@tanstack/react-query';
import { type StockOpname, stockOpnameSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { type JenisOpname, OPNAME_API, opnameQueryKeys } from './opname-paths';

export async function getOpname(jenis: JenisOpname, id: number): Promise<StockOpname> {
  return stockOpnameSchema.parse(await api.get<unknown>(`${OPNAME_API[jenis]}/${id}`));
}

export function useOpname(jenis: JenisOpname, id: number | undefined) {
  return useQuery({
    queryKey: opnameQueryKeys.one(jenis, id ?? 0),
    queryFn: () => getOpname(jenis, id ?? 0),
    enabled: id !== undefined,
  });
}
