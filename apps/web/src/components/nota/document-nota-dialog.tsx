import type { Nota } from '@toko/shared';
import { NotaPrintDialog } from './nota-print-dialog';

/** What an area's nota dialog takes: the document's number opens it. */
export interface DocumentNotaProps {
  title?: string;
  onClose: () => void;
}

export interface DocumentNotaDialogProps extends DocumentNotaProps {
  /** The document whose receipt is shown; the dialog is open while there is one. */
  number: string | undefined;
  /** The receipt (useDocumentNota), undefined while it loads. */
  nota: Nota | undefined;
  error: string | null;
}

/** The receipt of a saved document (sale, deposit, buyback): preview, print and PDF. */
export function DocumentNotaDialog({
  number,
  nota,
  error,
  onClose,
  title = 'Cetak Ulang Nota',
}: DocumentNotaDialogProps) {
  return (
    <NotaPrintDialog
      open={Boolean(number)}
      nota={nota}
      error={error}
      title={number ? `${title} ${number}` : title}
      onClose={onClose}
    />
  );
}
