import { masterResource, type Nota, type PenjualanDoc } from '@toko/shared';
import { useCallback, useMemo } from 'react';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { type DocumentNotaInput, useDocumentNota } from '../../../components/nota/use-document-nota';
import { useSession } from '../../../lib/use-session';
import { usePenjualan } from '../api/get-penjualan';
import { buildNotaPenjualanOf, MARKETPLACE_SLIP_MODULE } from './nota-penjualan-layout';

const marketplaceMaster = masterResource('marketplace');

/**
 * The receipt of one sale (a cancelled line shows as such), with the SLIP_PENJUALAN_ACC
 * setting: the Nota Penjualan, or for a marketplace sale the marketplace slip while
 * MARKETPLACE_PENJUALAN_SLIP is on (the module flags as the session last read them).
 */
export function usePenjualanNota(noFakturGroup: string | undefined): {
  nota: Nota | undefined;
  error: string | null;
} {
  const session = useSession();
  const moduleKeys = session?.modules.map((module) => module.key).join(',') ?? '';
  const modules = useMemo(() => new Set(moduleKeys.split(',')), [moduleKeys]);
  const slipOn = modules.has(MARKETPLACE_SLIP_MODULE);
  const marketplaces = useMarketplaceNames(Boolean(noFakturGroup) && slipOn);
  const build = useCallback(
    (input: DocumentNotaInput<PenjualanDoc>) =>
      buildNotaPenjualanOf(input, modules, (kode) => marketplaces.names?.get(kode)),
    [modules, marketplaces.names],
  );
  const receipt = useDocumentNota(
    usePenjualan(noFakturGroup),
    'SLIP_PENJUALAN_ACC',
    build,
    Boolean(noFakturGroup),
  );
  // A slip printed before the names arrive would name the marketplace by its code only.
  return marketplaces.loading ? { nota: undefined, error: receipt.error } : receipt;
}

/** Each marketplace's name by its code, for the slip; a list that cannot be read leaves the codes. */
function useMarketplaceNames(enabled: boolean) {
  const { data, isPending, error } = useMasterActive(marketplaceMaster, enabled);
  const names = useMemo(
    () =>
      data && new Map(data.map((row) => [String(row.kode_marketplace), String(row.nama_marketplace ?? '')])),
    [data],
  );
  return { names, loading: enabled && isPending && !error };
}
