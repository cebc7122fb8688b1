import { NotaPrintDialog } from '../../../components/nota/nota-print-dialog';
import { usePembelianNota } from './use-pembelian-nota';

export interface PembelianNotaDialogProps {
  /** The buyback whose nota is shown; the dialog is open while there is one. */
  noFakturGroup: string | undefined;
  onClose: () => void;
  title?: string;
}

/** Nota Pembelian of a saved buyback: preview, print and PDF. */
export function PembelianNotaDialog({
  noFakturGroup,
  onClose,
  title = 'Cetak Ulang Nota',
}: PembelianNotaDialogProps) {
  const { nota, error } = usePembelianNota(noFakturGroup);
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
