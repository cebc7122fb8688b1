import type { ShopSettingsUpdate } from '@toko/shared';
import { api } from '../../../lib/api-client';

export function updateShopSettings(body: ShopSettingsUpdate): Promise<{ message: string }> {
  return api.put<{ message: string }>('toko/current', body);
}
