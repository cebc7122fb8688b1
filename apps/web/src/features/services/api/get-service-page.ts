import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PageResult,
  pageResultSchema,
  type ServiceDoc,
  type STATUS_VALID,
  type StatusService,
  serviceDocSchema,
} from '@toko/shared';
import { api } from '../../../lib/api-client';
import { serviceQueryKeys } from './service-query-keys';

const servicePageSchema = pageResultSchema(serviceDocSchema);

/** The service lists' filters: state, validation, business dates (yyyy-MM-dd), number/customer/phone/piece text. */
export interface ServicePageQuery {
  skip: number;
  limit: number;
  search?: string;
  status?: StatusService;
  status_valid?: (typeof STATUS_VALID)[number];
  dari?: string;
  sampai?: string;
}

export function servicePageParams(query: ServicePageQuery): URLSearchParams {
  const params = new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.status) params.set('status', query.status);
  if (query.status_valid) params.set('status_valid', query.status_valid);
  if (query.dari) params.set('dari', query.dari);
  if (query.sampai) params.set('sampai', query.sampai);
  return params;
}

/** One page of services, newest first, each with its pieces. */
export async function getServicePage(query: ServicePageQuery): Promise<PageResult<ServiceDoc>> {
  return servicePageSchema.parse(await api.get<unknown>(`service/paginated?${servicePageParams(query)}`));
}

export function useServicePage(query: ServicePageQuery, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: serviceQueryKeys.page(query),
      queryFn: () => getServicePage(query),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}
