import { useQuery } from '@tanstack/react-query';
import { buildNotaTukarPoin, TEXTS, type TukarPoinDoc } from '@toko/shared';
import { useMemo } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { DocumentNotaDialog } from '../../../components/nota/document-nota-dialog';
import { useNotaSetting } from '../../../components/nota/get-nota-settings';
import { useTokoCurrent } from '../../../components/nota/get-toko-current';
import { tukarPoinQuery } from '../api/members-api';

/** Slip Tukar Poin of a gift exchange, as the server has it: preview, print and PDF. */
export function TukarPoinNotaDialog({
  noTukar,
  onClose,
}: {
  noTukar: string | undefined;
  onClose: () => void;
}) {
  const enabled = Boolean(noTukar);
  const doc = useQuery({ ...tukarPoinQuery(noTukar ?? ''), enabled });
  const toko = useTokoCurrent(enabled);
  const setting = useNotaSetting('SLIP_TUKAR_POIN', enabled);
  const failed = [doc, toko, setting].find((query) => query.error);
  const nota = useMemo(
    () =>
      doc.data && toko.data && setting.data
        ? buildNotaTukarPoin({ doc: doc.data as TukarPoinDoc, toko: toko.data, setting: setting.data })
        : undefined,
    [doc.data, toko.data, setting.data],
  );
  return (
    <DocumentNotaDialog
      number={noTukar}
      nota={nota}
      error={failed ? (apiErrorMessage(failed.error) ?? TEXTS.requestFailed) : null}
      title="Slip Tukar Poin"
      onClose={onClose}
    />
  );
}
