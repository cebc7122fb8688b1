import { DEFAULT_PEMBULATAN } from '@toko/shared';
import { useMemo } from 'react';
import { useSession } from '../../../lib/use-session';
import type { PricingRules } from './pembelian-cart';

/**
 * The session's pembulatan and module flags, as the server prices the buyback with them:
 * the counter shows the same offer the server will store.
 */
export function usePricingRules(): PricingRules {
  const session = useSession();
  return useMemo(() => {
    const modules = new Set(session?.modules.map((module) => module.key));
    return {
      pembulatan: session?.pembulatan ?? DEFAULT_PEMBULATAN,
      roundDown: modules.has('PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE'),
      withOngkos: modules.has('HARGA_NOTA_DENGAN_ONGKOS_MODULE'),
    };
  }, [session]);
}
