import { NotaPrintDialog } from '../../../components/nota/nota-print-dialog';
import { useTitipanNota } from './use-titipan-nota';

export interface TitipanNotaDialogProps {
  /** The deposit whose nota is shown; the dialog is open while there is one. */
  noTitip: string | undefined;
  onClose: () => void;
  title?: string;
}

/** Nota Titipan of a saved deposit: preview, print and PDF. */
export function TitipanNotaDialog({ noTitip, onClose, title = 'Cetak Ulang Nota' }: TitipanNotaDialogProps) {
  const { nota, error } = useTitipanNota(noTitip);
  return (
    <NotaPrintDialog
      open={Boolean(noTitip)}
      nota={nota}
      error={error}
      title={noTitip ? `${title} ${noTitip}` : title}
      onClose={onClose}
    />
  );
}
