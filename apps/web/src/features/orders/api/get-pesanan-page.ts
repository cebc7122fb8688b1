import { type PesananDoc, pesananDocSchema, type StatusPesanan } from '@toko/shared';
import { statusPageApi } from '../../../components/transaksi-list/status-page-api';
import {
  type StatusPageQuery,
  statusPageParams,
} from '../../../components/transaksi-list/transaksi-page-query';
import { pesananQueryKeys } from './pesanan-query-keys';

/** The order lists' filters: those of every counter list (dates, text, validation) and the order's state. */
export type PesananPageQuery = StatusPageQuery<StatusPesanan>;

export const pesananPageParams: (query: PesananPageQuery) => URLSearchParams = statusPageParams;

const page = statusPageApi<PesananDoc, StatusPesanan>({
  path: 'pesanan',
  docSchema: pesananDocSchema,
  queryKey: pesananQueryKeys.page,
});

/** One page of orders, newest first; the text is looked for in the number, customer, phone and made piece's barcode. */
export const getPesananPage = page.getPage;

export const usePesananPage = page.usePage;
