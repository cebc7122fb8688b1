import type { UseQueryResult } from '@tanstack/react-query';
import { type Nota, type NotaSetting, type NotaToko, type SlipType, TEXTS } from '@toko/shared';
import { useMemo } from 'react';
import { apiErrorMessage } from '../dialogs/api-error-message';
import { useSalesNames } from '../master-select/use-sales-names';
import { useNotaSetting } from './get-nota-settings';
import { useTokoCurrent } from './get-toko-current';

export interface DocumentNotaInput<D> {
  doc: D;
  toko: NotaToko;
  setting: NotaSetting;
  /** The sales person's name; empty prints the code. */
  namaSales: string;
}

/**
 * The receipt of one saved document (sale, deposit, buyback), built by its area's
 * builder from the document as the server has it now, the shop's data and the slip's
 * setting. Answers undefined while any of them loads, and the first error met.
 */
export function useDocumentNota<D extends { kode_sales: string }>(
  doc: UseQueryResult<D>,
  slipType: SlipType,
  build: (input: DocumentNotaInput<D>) => Nota,
  enabled: boolean,
): { nota: Nota | undefined; error: string | null } {
  const toko = useTokoCurrent(enabled);
  const setting = useNotaSetting(slipType, enabled);
  const sales = useSalesNames(enabled);
  const failed = [doc, toko, setting].find((query) => query.error);
  const error = failed ? (apiErrorMessage(failed.error) ?? TEXTS.requestFailed) : null;
  const nota = useMemo(() => {
    if (!doc.data || !toko.data || !setting.data || !sales.ready) return undefined;
    return build({
      doc: doc.data,
      toko: toko.data,
      setting: setting.data,
      namaSales: sales.nameOf(doc.data.kode_sales),
    });
  }, [doc.data, toko.data, setting.data, sales.ready, sales.nameOf, build]);
  return { nota, error };
}
