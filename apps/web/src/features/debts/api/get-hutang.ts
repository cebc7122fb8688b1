import { useQuery } from '@tanstack/react-query';
import { type HutangDoc, hutangDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { hutangQueryKeys } from './hutang-query-keys';

/** One loan with its pledged pieces, its payments and, while open, its interest as of the business date. */
export async function getHutang(noHutang: string): Promise<HutangDoc> {
  return hutangDocSchema.parse(await api.get<unknown>(`hutang/${encodeURIComponent(noHutang)}`));
}

export function useHutang(noHutang: string | undefined) {
  return useQuery({
    queryKey: hutangQueryKeys.doc(noHutang ?? ''),
    queryFn: () => getHutang(noHutang ?? ''),
    enabled: Boolean(noHutang),
  });
}
