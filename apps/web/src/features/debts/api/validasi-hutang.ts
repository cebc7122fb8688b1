import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type HutangBayarRow,
  type HutangDoc,
  hutangBayarRowSchema,
  hutangDocSchema,
  type PageResult,
  pageResultSchema,
} from '@toko/shared';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { transaksiPageParams } from '../../../components/transaksi-list/transaksi-page-query';
import type { ValidasiPageQuery } from '../../../components/validasi/validasi-panel';
import { api } from '../../../lib/api-client';
import { hutangQueryKeys } from './hutang-query-keys';

const loansPageSchema = pageResultSchema(hutangDocSchema);
const paymentsPageSchema = pageResultSchema(hutangBayarRowSchema);

/** Under the area's key: a loan, a payment or a cancel anywhere refreshes the waiting lists. */
const validasiKeys = {
  loans: (query: ValidasiPageQuery) => [...hutangQueryKeys.hutang, 'validasi', 'loans', query] as const,
  payments: (query: ValidasiPageQuery) => [...hutangQueryKeys.hutang, 'validasi', 'payments', query] as const,
};

/** A waiting list's page: the counter list's filters, always the unvalidated. */
const pageParams = (query: ValidasiPageQuery) => transaksiPageParams({ ...query, status_valid: 'OPEN' });

/** The loans whose payout waits for a supervisor (a cancelled one is filtered out by the panel). */
export async function getHutangWaitingPage(query: ValidasiPageQuery): Promise<PageResult<HutangDoc>> {
  return loansPageSchema.parse(await api.get<unknown>(`hutang/paginated?${pageParams(query)}`));
}

/** The payments (interest, redemption, renewal) waiting for a supervisor, each with its customer. */
export async function getBayarWaitingPage(query: ValidasiPageQuery): Promise<PageResult<HutangBayarRow>> {
  return paymentsPageSchema.parse(await api.get<unknown>(`hutang/bayar/paginated?${pageParams(query)}`));
}

export const useHutangWaitingPage = (query: ValidasiPageQuery) =>
  useQuery({
    queryKey: validasiKeys.loans(query),
    queryFn: () => getHutangWaitingPage(query),
    placeholderData: keepPreviousData,
  });

export const useBayarWaitingPage = (query: ValidasiPageQuery) =>
  useQuery({
    queryKey: validasiKeys.payments(query),
    queryFn: () => getBayarWaitingPage(query),
    placeholderData: keepPreviousData,
  });

const STALE = [hutangQueryKeys.hutang, counterStaleKeys.cash, counterStaleKeys.dashboard];

/** The supervisor validates loans: each payout reaches the cash book (HUTANG, out). */
export function useValidasiHutang() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (noHutang: string[]) =>
      api.post<{ jumlah: number }>('hutang/validasi', { no_hutang: noHutang }),
    onSettled: () => invalidate(STALE),
  });
}

/** The supervisor validates payments: BAYAR BUNGA and HUTANG LUNAS reach the cash book. */
export function useValidasiBayarHutang() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (noBayar: string[]) =>
      api.post<{ jumlah: number }>('hutang/bayar/validasi', { no_bayar: noBayar }),
    onSettled: () => invalidate(STALE),
  });
}
