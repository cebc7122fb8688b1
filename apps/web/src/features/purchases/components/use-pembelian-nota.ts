import { buildNotaPembelian, type Nota, TEXTS } from '@toko/shared';
import { useMemo } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useSalesNames } from '../../../components/master-select/use-sales-names';
import { useNotaSetting } from '../../../components/nota/get-nota-settings';
import { useTokoCurrent } from '../../../components/nota/get-toko-current';
import { usePembelian } from '../api/get-pembelian';

/**
 * The Nota Pembelian of one buyback, built from the buyback as the server has it now (a
 * cancelled line shows as such), the shop's data and the SLIP_PEMBELIAN setting.
 */
export function usePembelianNota(noFakturGroup: string | undefined): {
  nota: Nota | undefined;
  error: string | null;
} {
  const enabled = Boolean(noFakturGroup);
  const doc = usePembelian(noFakturGroup);
  const toko = useTokoCurrent(enabled);
  const setting = useNotaSetting('SLIP_PEMBELIAN', enabled);
  const sales = useSalesNames(enabled);

  const failed = [doc, toko, setting].find((query) => query.error);
  const error = failed ? (apiErrorMessage(failed.error) ?? TEXTS.requestFailed) : null;
  const nota = useMemo(() => {
    if (!doc.data || !toko.data || !setting.data || !sales.ready) return undefined;
    return buildNotaPembelian({
      doc: doc.data,
      toko: toko.data,
      setting: setting.data,
      namaSales: sales.nameOf(doc.data.kode_sales),
    });
  }, [doc.data, toko.data, setting.data, sales.ready, sales.nameOf]);
  return { nota, error };
}
