import { useQuery } from '@tanstack/react-query';
import { type ServiceDoc, serviceDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { serviceQueryKeys } from './service-query-keys';

/** One service with its pieces, its DP and (once collected) how the rest was paid. */
export async function getService(noService: string): Promise<ServiceDoc> {
  return serviceDocSchema.parse(await api.get<unknown>(`service/${encodeURIComponent(noService)}`));
}

export function useService(noService: string | undefined) {
  return useQuery({
    queryKey: serviceQueryKeys.doc(noService ?? ''),
    queryFn: () => getService(noService ?? ''),
    enabled: Boolean(noService),
  });
}
