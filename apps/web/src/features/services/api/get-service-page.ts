import { type ServiceDoc, type StatusService, serviceDocSchema } from '@toko/shared';
import { statusPageApi } from '../../../components/transaksi-list/status-page-api';
import {
  type StatusPageQuery,
  statusPageParams,
} from '../../../components/transaksi-list/transaksi-page-query';
import { serviceQueryKeys } from './service-query-keys';

/** The service lists' filters: state, validation, business dates (yyyy-MM-dd), number/customer/phone/piece text. */
export type ServicePageQuery = StatusPageQuery<StatusService>;

export const servicePageParams: (query: ServicePageQuery) => URLSearchParams = statusPageParams;

const page = statusPageApi<ServiceDoc, StatusService>({
  path: 'service',
  docSchema: serviceDocSchema,
  queryKey: serviceQueryKeys.page,
});

/** One page of services, newest first, each with its pieces. */
export const getServicePage = page.getPage;

export const useServicePage = page.usePage;
