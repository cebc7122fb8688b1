import { DocumentNotaDialog, type DocumentNotaProps } from '../../../components/nota/document-nota-dialog';
import { usePembelianNota } from './use-pembelian-nota';

/** Nota Pembelian of a saved buyback: preview, print and PDF. */
export function PembelianNotaDialog({
  noFakturGroup,
  ...props
}: DocumentNotaProps & { noFakturGroup: string | undefined }) {
  return <DocumentNotaDialog number={noFakturGroup} {...usePembelianNota(noFakturGroup)} {...props} />;
}
