import { useQuery } from '@tanstack/react-query';
import { type PesananDoc, pesananDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { pesananQueryKeys } from './pesanan-query-keys';

/** One order with its estimate, its DP and (once made and collected) its piece and sale. */
export async function getPesanan(noPesanan: string): Promise<PesananDoc> {
  return pesananDocSchema.parse(await api.get<unknown>(`pesanan/${encodeURIComponent(noPesanan)}`));
}

export function usePesanan(noPesanan: string | undefined) {
  return useQuery({
    queryKey: pesananQueryKeys.doc(noPesanan ?? ''),
    queryFn: () => getPesanan(noPesanan ?? ''),
    enabled: Boolean(noPesanan),
  });
}
