import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ShopSettings, shopSettingsSchema } from '@toko/shared';
import { api } from '../../lib/api-client';
import { notaQueryKeys } from './nota-query-keys';

/** The signed-in shop's name, address and phone, as its receipts print them. */
export async function getTokoCurrent(): Promise<ShopSettings> {
  return shopSettingsSchema.parse(await api.get<unknown>('toko/current'));
}

export const tokoCurrentQuery = () =>
  queryOptions({ queryKey: notaQueryKeys.tokoCurrent, queryFn: getTokoCurrent });

export function useTokoCurrent(enabled = true) {
  return useQuery({ ...tokoCurrentQuery(), enabled });
}
