import { NotaPrintDialog } from '../../../components/nota/nota-print-dialog';
import { usePenjualanNota } from './use-penjualan-nota';

export interface PenjualanNotaDialogProps {
  /** The sale whose nota is shown; the dialog is open while there is one. */
  noFakturGroup: string | undefined;
  onClose: () => void;
  title?: string;
}

/** Nota Penjualan of a saved sale: preview, print and PDF. */
export function PenjualanNotaDialog({
  noFakturGroup,
  onClose,
  title = 'Cetak Ulang Nota',
}: PenjualanNotaDialogProps) {
  const { nota, error } = usePenjualanNota(noFakturGroup);
  return (
    <NotaPrintDialog
      open={Boolean(noFakturGroup)}
      nota={nota}
      error={error}
      title={noFakturGroup ? `${title} ${noFakturGroup}` : title}
      onClose={onClose}
    />
  );
}
