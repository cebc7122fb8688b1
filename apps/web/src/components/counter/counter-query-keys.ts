import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { memberQueryKeys } from '../customer/member-query-keys';

/**
 * The other areas' queries a counter document (sale, deposit, buyback) makes stale when
 * it is saved, validated or cancelled. Features never import each other, so sales and
 * purchases name them here; counter-query-keys.test.ts holds them equal to the keys the
 * cash, goods and dashboard areas query with.
 */
export const counterStaleKeys = {
  /** The cash book and its balances: validating books the money, cancelling refunds it. */
  cash: ['cash'],
  /** Every list of pieces: validating moves them, cancelling puts them back. */
  barang: ['goods', 'barang'],
  /** The day's and the month's sales and buyback charts. */
  dashboard: ['dashboard'],
  /** A member's record and points, which sales earn and cancellations take back. */
  members: memberQueryKeys.all,
  /** Every list of buybacks: a trade-in (Tukar, saved at the sales counter) writes one. */
  pembelian: ['purchases', 'pembelian'],
} as const satisfies Record<string, QueryKey>;

/** Refetches what one write made stale; resolves once the queries on screen have their new data. */
export function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** `invalidateAll` bound to the app's query client, for a mutation's `onSuccess`/`onSettled`. */
export function useInvalidate(): (keys: readonly QueryKey[]) => Promise<unknown> {
  const queryClient = useQueryClient();
  return (keys) => invalidateAll(queryClient, keys);
}
