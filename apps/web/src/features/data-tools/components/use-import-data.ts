import { useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_MAX_FILE_BYTES,
  type ImportJob,
  type ImportType,
  importChoiceError,
  onlyImportTypeOf,
  TEXTS,
} from '@toko/shared';
import { useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { ImportFileError, readImportFile, sendImport } from '../api/import-data';

export type ImportStage =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'sending'; job: ImportJob | undefined; total: number };

export type ImportOutcome = { ok: true; type: ImportType; job: ImportJob } | { ok: false; message: string };

/** The choice of type and file, and the import run on it: reading, sending in parts, the outcome. */
export function useImportData() {
  const session = useSession();
  const kodeToko = session?.user.kode_toko ?? '';
  const onlyType = onlyImportTypeOf(kodeToko);
  const queryClient = useQueryClient();
  const [type, setType] = useState<ImportType | undefined>(onlyType);
  const [file, setFile] = useState<File>();
  const [stage, setStage] = useState<ImportStage>({ kind: 'idle' });
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const busy = stage.kind !== 'idle';

  const fail = (message: string) => {
    notifyError(message);
    setOutcome({ ok: false, message });
  };

  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen);
    setOutcome(undefined);
  };

  const run = async () => {
    setOutcome(undefined);
    const refusal = importChoiceError({ type, fileName: file?.name, kodeToko });
    if (refusal || !type || !file) {
      notifyError(refusal ?? TEXTS.dataTools.gagalImport);
      return;
    }
    if (file.size > IMPORT_MAX_FILE_BYTES) {
      fail(TEXTS.dataTools.fileTerlaluBesar(IMPORT_MAX_FILE_BYTES / 1024 / 1024));
      return;
    }
    try {
      setStage({ kind: 'reading' });
      const records = await readImportFile(file);
      if (records.length === 0) {
        fail(TEXTS.dataTools.fileKosong);
        return;
      }
      setStage({ kind: 'sending', job: undefined, total: records.length });
      const job = await sendImport(type, records, (current) =>
        setStage({ kind: 'sending', job: current, total: records.length }),
      );
      notifySuccess(TEXTS.dataTools.berhasilImport);
      setOutcome({ ok: true, type, job });
      setFile(undefined);
      // Imported rows reach lists, reports and the dashboard alike.
      void queryClient.invalidateQueries();
    } catch (error) {
      fail(error instanceof ImportFileError ? error.message : (apiErrorMessage(error) ?? TEXTS.importFailed));
    } finally {
      setStage({ kind: 'idle' });
    }
  };

  return { onlyType, type, setType, file, chooseFile, setFile, stage, outcome, busy, run };
}

export type ImportData = ReturnType<typeof useImportData>;
