import { useMutation } from '@tanstack/react-query';
import { type OtorisasiInput, type PesananDoc, type PesananInput, pesananDocSchema } from '@toko/shared';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { pesananQueryKeys } from './pesanan-query-keys';

const parse = async (request: Promise<unknown>): Promise<PesananDoc> => pesananDocSchema.parse(await request);

/** Every write on an order refreshes its lists, the cash book (DP, refund) and the dashboard. */
const STALE = [pesananQueryKeys.pesanan, counterStaleKeys.cash, counterStaleKeys.dashboard];

/** Takes an order (its DP paid now); the same idempotency key answers the order already saved. */
export function useSimpanPesanan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PesananInput) => parse(api.post<unknown>('pesanan', body)),
    onSuccess: () => invalidate(STALE),
  });
}

/** The supervisor's validation: the DP reaches the cash book (DP PESANAN). */
export function useValidasiPesanan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (noPesanan: string[]) =>
      api.post<{ jumlah: number }>('pesanan/validasi', { no_pesanan: noPesanan }),
    onSettled: () => invalidate(STALE),
  });
}

/** Same-day cancellation with a second user's otorisasi: a validated DP is refunded (BATAL PESANAN). */
export function useBatalPesanan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ noPesanan, otorisasi }: { noPesanan: string; otorisasi: OtorisasiInput }) =>
      parse(api.post<unknown>('pesanan/batal', { no_pesanan: noPesanan, otorisasi })),
    onSettled: () => invalidate(STALE),
  });
}
