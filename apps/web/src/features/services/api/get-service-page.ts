import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PageResult,
  pageResultSchema,
  type ServiceDoc,
  type StatusService,
  serviceDocSchema,
} from '@toko/shared';
import {
  type TransaksiPageQuery,
  transaksiPageParams,
} from '../../../components/transaksi-list/transaksi-page-query';
import { api } from '../../../lib/api-client';
import { serviceQueryKeys } from './service-query-keys';

const servicePageSchema = pageResultSchema(serviceDocSchema);

/** The service lists' filters: state, validation, business dates (yyyy-MM-dd), number/customer/phone/piece text. */
export interface ServicePageQuery extends TransaksiPageQuery {
  status?: StatusService;
}

export function servicePageParams(query: ServicePageQuery): URLSearchParams {
  const params = transaksiPageParams(query);
  if (query.status) params.set('status', query.status);
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
