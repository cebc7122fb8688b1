import { useQuery } from '@tanstack/react-query';
import { type HutangDoc, hutangDocSchema, type StatusHutang } from '@toko/shared';
import { statusPageApi } from '../../../components/transaksi-list/status-page-api';
import {
  type StatusPageQuery,
  statusPageParams,
} from '../../../components/transaksi-list/transaksi-page-query';
import { readParameter } from '../../../lib/read-parameter';
import { hutangQueryKeys } from './hutang-query-keys';

/** Lihat Hutang's filters: state, validation, loan dates (yyyy-MM-dd), number/customer/NIK/piece text. */
export type HutangPageQuery = StatusPageQuery<StatusHutang>;

export const hutangPageParams: (query: HutangPageQuery) => URLSearchParams = statusPageParams;

const page = statusPageApi<HutangDoc, StatusHutang>({
  path: 'hutang',
  docSchema: hutangDocSchema,
  queryKey: hutangQueryKeys.page,
});

/** One page of loans, newest first, each with its pieces, payments and running interest. */
export const getHutangPage = page.getPage;

export const useHutangPage = page.usePage;

/** The server's default grace (para-system HUTANG_MASA_TENGGANG) should the setting be unreadable. */
const MASA_TENGGANG_DEFAULT = 7;

/** Days after the due date before a loan's pieces may be auctioned, as the server reads it. */
export function useMasaTenggang() {
  return useQuery({
    queryKey: ['para-system', 'HUTANG_MASA_TENGGANG'],
    queryFn: () =>
      readParameter(
        'HUTANG_MASA_TENGGANG',
        (text) => {
          const value = Number(text);
          return Number.isSafeInteger(value) && value > 0 ? value : undefined;
        },
        MASA_TENGGANG_DEFAULT,
      ),
    staleTime: Infinity,
  });
}
