import { buildNotaHutang, type HutangDoc } from '@toko/shared';
import { useCallback } from 'react';
import { DocumentNotaDialog, type DocumentNotaProps } from '../../../components/nota/document-nota-dialog';
import { type DocumentNotaInput, useDocumentNota } from '../../../components/nota/use-document-nota';
import { useHutang } from '../api/get-hutang';
import { useHutangMinHari } from '../api/get-hutang-settings';

function HutangNota({ noHutang, ...props }: DocumentNotaProps & { noHutang: string }) {
  const minHari = useHutangMinHari();
  const build = useCallback(
    (input: DocumentNotaInput<HutangDoc>) => buildNotaHutang({ ...input, minHari: minHari.data }),
    [minHari.data],
  );
  const nota = useDocumentNota(useHutang(noHutang), 'SLIP_HUTANG', build, true);
  // The interest line names the shop's minimum days: the slip waits for the setting.
  return (
    <DocumentNotaDialog
      number={noHutang}
      nota={minHari.data === undefined ? undefined : nota.nota}
      error={nota.error}
      {...props}
    />
  );
}

/**
 * Nota Hutang of a saved loan (preview, print, PDF): printed at the counter once lent and
 * reprinted from Lihat Hutang; two copies (customer and internal) when
 * PRINT_NOTA_HUTANG_DUPLICATE_MODULE is on.
 */
export function HutangNotaDialog({
  noHutang,
  title = 'Nota Hutang',
  ...props
}: DocumentNotaProps & { noHutang: string | undefined }) {
  if (!noHutang) return null;
  return <HutangNota noHutang={noHutang} title={title} {...props} />;
}
