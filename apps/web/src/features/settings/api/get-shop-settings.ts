import { useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { settingsQueryKeys } from './settings-query-keys';

/** The signed-in shop's own data. */
export function getShopSettings(): Promise<ShopSettings> {
  return api.get<ShopSettings>('toko/current');
}

export function useShopSettings() {
  return useQuery({ queryKey: settingsQueryKeys.shop, queryFn: getShopSettings });
}
