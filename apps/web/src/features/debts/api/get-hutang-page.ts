import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type HutangDoc,
  hutangDocSchema,
  type PageResult,
  pageResultSchema,
  type StatusHutang,
} from '@toko/shared';
import {
  type TransaksiPageQuery,
  transaksiPageParams,
} from '../../../components/transaksi-list/transaksi-page-query';
import { api } from '../../../lib/api-client';
import { readParameter } from '../../../lib/read-parameter';
import { hutangQueryKeys } from './hutang-query-keys';

const hutangPageSchema = pageResultSchema(hutangDocSchema);

/** Lihat Hutang's filters: state, validation, loan dates (yyyy-MM-dd), number/customer/NIK/piece text. */
export interface HutangPageQuery extends TransaksiPageQuery {
  status?: StatusHutang;
}

export function hutangPageParams(query: HutangPageQuery): URLSearchParams {
  const params = transaksiPageParams(query);
  if (query.status) params.set('status', query.status);
  return params;
}

/** One page of loans, newest first, each with its pieces, payments and running interest. */
export async function getHutangPage(query: HutangPageQuery): Promise<PageResult<HutangDoc>> {
  return hutangPageSchema.parse(await api.get<unknown>(`hutang/paginated?${hutangPageParams(query)}`));
}

export function useHutangPage(query: HutangPageQuery, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: hutangQueryKeys.page(query),
      queryFn: () => getHutangPage(query),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}

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
