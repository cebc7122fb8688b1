import { DocumentNotaDialog, type DocumentNotaProps } from '../../../components/nota/document-nota-dialog';
import { usePenjualanNota } from './use-penjualan-nota';

/** Nota Penjualan of a saved sale (its marketplace slip when the shop prints one): preview, print and PDF. */
export function PenjualanNotaDialog({
  noFakturGroup,
  ...props
}: DocumentNotaProps & { noFakturGroup: string | undefined }) {
  return <DocumentNotaDialog number={noFakturGroup} {...usePenjualanNota(noFakturGroup)} {...props} />;
}
