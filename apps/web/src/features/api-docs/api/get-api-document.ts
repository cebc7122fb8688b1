import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiDocument } from '../openapi';

/** The server's OpenAPI document: the same for the whole run of the server, read once a visit. */
export function useApiDocument() {
  return useQuery({
    queryKey: ['api-docs', 'openapi'],
    queryFn: () => api.get<ApiDocument>('openapi.json'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
