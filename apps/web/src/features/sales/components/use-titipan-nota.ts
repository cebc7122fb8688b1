import { buildNotaTitipan, type Nota, TEXTS } from '@toko/shared';
import { useMemo } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useSalesNames } from '../../../components/master-select/use-sales-names';
import { useNotaSetting } from '../../../components/nota/get-nota-settings';
import { useTokoCurrent } from '../../../components/nota/get-toko-current';
import { useTitipan } from '../api/get-titipan';

/**
 * The Nota Titipan of one deposit, built from the deposit as the server has it now (a
 * cancelled one is stamped), the shop's data and the SLIP_TITIPAN setting.
 */
export function useTitipanNota(noTitip: string | undefined): {
  nota: Nota | undefined;
  error: string | null;
} {
  const enabled = Boolean(noTitip);
  const doc = useTitipan(noTitip);
  const toko = useTokoCurrent(enabled);
  const setting = useNotaSetting('SLIP_TITIPAN', enabled);
  const sales = useSalesNames(enabled);

  const failed = [doc, toko, setting].find((query) => query.error);
  const error = failed ? (apiErrorMessage(failed.error) ?? TEXTS.requestFailed) : null;
  const nota = useMemo(() => {
    if (!doc.data || !toko.data || !setting.data || !sales.ready) return undefined;
    return buildNotaTitipan({
      doc: doc.data,
      toko: toko.data,
      setting: setting.data,
      namaSales: sales.nameOf(doc.data.kode_sales),
    });
  }, [doc.data, toko.data, setting.data, sales.ready, sales.nameOf]);
  return { nota, error };
}
