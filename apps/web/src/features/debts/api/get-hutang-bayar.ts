import { useQuery } from '@tanstack/react-query';
import { type HutangBayarSlip, hutangBayarSlipSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { hutangQueryKeys } from './hutang-query-keys';

/** One payment on a loan with the loan and, for a renewal, the loan it opened: what its slip prints. */
export async function getHutangBayar(noBayar: string): Promise<HutangBayarSlip> {
  return hutangBayarSlipSchema.parse(await api.get<unknown>(`hutang/bayar/${encodeURIComponent(noBayar)}`));
}

export function useHutangBayar(noBayar: string | undefined) {
  return useQuery({
    queryKey: hutangQueryKeys.bayar(noBayar ?? ''),
    queryFn: () => getHutangBayar(noBayar ?? ''),
    enabled: Boolean(noBayar),
  });
}
