import { useMutation } from '@tanstack/react-query';
import { type OtorisasiInput, type ServiceDoc, type ServiceInput, serviceDocSchema } from '@toko/shared';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import type { bayarBody } from '../../../components/pembayaran/settle';
import { api } from '../../../lib/api-client';
import { serviceQueryKeys } from './service-query-keys';

const parse = async (request: Promise<unknown>): Promise<ServiceDoc> => serviceDocSchema.parse(await request);

/** Every write on a service refreshes its lists, the cash book (DP, remainder, refund) and the dashboard. */
const STALE = [serviceQueryKeys.service, counterStaleKeys.cash, counterStaleKeys.dashboard];

/** Takes a repair in (its DP paid now); the same idempotency key answers the service already saved. */
export function useSimpanService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ServiceInput) => parse(api.post<unknown>('service', body)),
    onSuccess: () => invalidate(STALE),
  });
}

/** The supervisor's validation: the DP reaches the cash book (SERVICE). */
export function useValidasiService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (noService: string[]) =>
      api.post<{ jumlah: number }>('service/validasi', { no_service: noService }),
    onSettled: () => invalidate(STALE),
  });
}

export interface SelesaiServiceBody {
  no_service: string;
  biaya_tukang: number;
  items: { id: number; berat_selesai: number }[];
}

/** The tukang finished: his cost and each piece's weight after the repair. */
export function useSelesaiService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: SelesaiServiceBody) => parse(api.post<unknown>('service/selesai', body)),
    onSettled: () => invalidate(STALE),
  });
}

/** The customer collects and pays the rest (SERVICE AMBIL). */
export function useAmbilService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { no_service: string; bayar: ReturnType<typeof bayarBody> }) =>
      parse(api.post<unknown>('service/ambil', body)),
    onSettled: () => invalidate(STALE),
  });
}

/** Same-day cancellation with a second user's otorisasi: a validated DP is refunded (BATAL SERVICE). */
export function useBatalService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ noService, otorisasi }: { noService: string; otorisasi: OtorisasiInput }) =>
      parse(api.post<unknown>('service/batal', { no_service: noService, otorisasi })),
    onSettled: () => invalidate(STALE),
  });
}
