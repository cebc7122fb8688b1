import { useMutation } from '@tanstack/react-query';
import { type HutangDoc, hutangDocSchema, type OtorisasiInput } from '@toko/shared';
import { counterStaleKeys, useInvalidate } from '../../../components/counter/counter-query-keys';
import { api } from '../../../lib/api-client';
import { hutangQueryKeys } from './hutang-query-keys';

const parse = async (request: Promise<unknown>): Promise<HutangDoc> => hutangDocSchema.parse(await request);

/** Every action on a loan refreshes its lists and detail, the cash book, the stock (lelang) and the dashboard. */
const STALE = [
  hutangQueryKeys.hutang,
  counterStaleKeys.cash,
  counterStaleKeys.barang,
  counterStaleKeys.dashboard,
];

/** How the customer pays the shop: cash (change handed back) and/or a transfer to a shop account. */
export interface BayarHutangBody {
  cash: number;
  transfer: number;
  no_rekening: string;
}

export interface BayarHutangRequest {
  idempotency_key: string;
  no_hutang: string;
  bayar: BayarHutangBody;
}

/** Bayar Bunga: the interest owed today; the clock moves past the days charged. */
export function useBayarBunga() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: BayarHutangRequest) => parse(api.post<unknown>('hutang/bunga', body)),
    onSettled: () => invalidate(STALE),
  });
}

/** Lunas: pokok + interest paid, the pieces handed back. */
export function useLunasHutang() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: BayarHutangRequest) => parse(api.post<unknown>('hutang/lunas', body)),
    onSettled: () => invalidate(STALE),
  });
}

export interface PerpanjangRequest extends BayarHutangRequest {
  pokok_baru: number;
  jangka_bulan: number;
  otorisasi: OtorisasiInput;
}

/** Perpanjang: the interest (and part of the principal) paid, the same pieces under a new loan. Answers the new loan. */
export function usePerpanjangHutang() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PerpanjangRequest) => parse(api.post<unknown>('hutang/perpanjang', body)),
    onSettled: () => invalidate(STALE),
  });
}

/** Batal of a loan of today without payments, with otorisasi: its payout comes back. */
export function useBatalHutang() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ noHutang, otorisasi }: { noHutang: string; otorisasi: OtorisasiInput }) =>
      parse(api.post<unknown>('hutang/batal', { no_hutang: noHutang, otorisasi })),
    onSettled: () => invalidate(STALE),
  });
}

/** Batal of a loan's last payment of today, with otorisasi: refunded by its method, the loan as before. */
export function useBatalBayarHutang() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ noBayar, otorisasi }: { noBayar: string; otorisasi: OtorisasiInput }) =>
      parse(api.post<unknown>('hutang/bayar/batal', { no_bayar: noBayar, otorisasi })),
    onSettled: () => invalidate(STALE),
  });
}

/** Lelang of a loan past due and grace, with otorisasi: its pieces become the shop's stock. */
export function useLelangHutang() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ noHutang, otorisasi }: { noHutang: string; otorisasi: OtorisasiInput }) =>
      parse(api.post<unknown>('hutang/lelang', { no_hutang: noHutang, otorisasi })),
    onSettled: () => invalidate(STALE),
  });
}
