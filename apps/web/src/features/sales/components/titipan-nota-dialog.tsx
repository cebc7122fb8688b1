import { DocumentNotaDialog, type DocumentNotaProps } from '../../../components/nota/document-nota-dialog';
import { useTitipanNota } from './use-titipan-nota';

/** Nota Titipan of a saved deposit: preview, print and PDF. */
export function TitipanNotaDialog({
  noTitip,
  ...props
}: DocumentNotaProps & { noTitip: string | undefined }) {
  return <DocumentNotaDialog number={noTitip} {...useTitipanNota(noTitip)} {...props} />;
}
