import { DEFAULT_PEMBULATAN } from '@toko/shared';
import { useMemo } from 'react';
import { useSession } from '../../lib/use-session';
import { usePotonganTukarPersen } from './get-potongan-tukar';
import type { PricingRules } from './pembelian-cart';

/**
 * The session's pembulatan and module flags, as the server prices the buyback with them:
 * the counter shows the same offer the server will store. A trade-in (`tukar`) also
 * takes the smaller cut of POTONGAN_TUKAR_PERSEN on pieces with this shop's receipt.
 */
export function usePricingRules(tukar = false): PricingRules {
  const session = useSession();
  const { data: cutShare } = usePotonganTukarPersen(tukar);
  return useMemo(() => {
    const modules = new Set(session?.modules.map((module) => module.key));
    return {
      pembulatan: session?.pembulatan ?? DEFAULT_PEMBULATAN,
      roundDown: modules.has('PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE'),
      withOngkos: modules.has('HARGA_NOTA_DENGAN_ONGKOS_MODULE'),
      ...(tukar ? { cutShare: cutShare ?? 100 } : {}),
    };
  }, [session, tukar, cutShare]);
}
