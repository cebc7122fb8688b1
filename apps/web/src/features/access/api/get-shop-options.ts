import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ShopOption, shopOptionSchema } from '@toko/shared';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export async function getShopOptions(): Promise<ShopOption[]> {
  return z.array(shopOptionSchema).parse(await api.get<unknown>('toko/get/options'));
}

export const shopOptionsQuery = () =>
  queryOptions({ queryKey: ['toko', 'options'], queryFn: getShopOptions, staleTime: 5 * 60_000 });

export function useShopOptions() {
  return useQuery(shopOptionsQuery());
}
