import { buildNotaTitipan, type Nota } from '@toko/shared';
import { useDocumentNota } from '../../../components/nota/use-document-nota';
import { useTitipan } from '../api/get-titipan';

/** The Nota Titipan of one deposit (a cancelled one is stamped), with the SLIP_TITIPAN setting. */
export function useTitipanNota(noTitip: string | undefined): {
  nota: Nota | undefined;
  error: string | null;
} {
  return useDocumentNota(useTitipan(noTitip), 'SLIP_TITIPAN', buildNotaTitipan, Boolean(noTitip));
}
