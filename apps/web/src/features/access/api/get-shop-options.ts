import type { ShopOption } from '@toko/shared';
import { api } from '../../../lib/api-client';

/**
 * The answer read as z.array(shopOptionSchema) reads it (each shop's code and name, other keys
 * left behind), by hand: the sign-in page asks for it on its first load, before zod is needed.
 * get-shop-options.test.ts holds this check to the schema's verdicts.
 */
export function readShopOptions(value: unknown): ShopOption[] {
  const shops = Array.isArray(value) ? value : undefined;
  const options = shops?.map((shop: unknown) => {
    if (typeof shop !== 'object' || shop === null || Array.isArray(shop)) return undefined;
    const { kode_toko, nama_toko } = shop as Record<string, unknown>;
    return typeof kode_toko === 'string' && typeof nama_toko === 'string'
      ? { kode_toko, nama_toko }
      : undefined;
  });
  if (!options || options.some((option) => option === undefined)) {
    throw new Error('Daftar toko dari server tidak sesuai');
  }
  return options as ShopOption[];
}

export async function getShopOptions(): Promise<ShopOption[]> {
  return readShopOptions(await api.get<unknown>('toko/get/options'));
}
