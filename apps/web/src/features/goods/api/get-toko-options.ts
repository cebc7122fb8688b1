import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ShopOption, shopOptionSchema } from '@toko/shared';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { goodsQueryKeys } from './goods-query-keys';

/** The shops of the chain, as destinations of a shipment. */
export async function getTokoOptions(): Promise<ShopOption[]> {
  return z.array(shopOptionSchema).parse(await api.get<unknown>('toko/get/options'));
}

export const tokoOptionsQuery = () =>
  queryOptions({ queryKey: goodsQueryKeys.tokoOptions, queryFn: getTokoOptions, staleTime: 5 * 60_000 });

export function useTokoOptions() {
  return useQuery(tokoOptionsQuery());
}
