import { buildNotaPembelian, type Nota } from '@toko/shared';
import { useDocumentNota } from '../../../components/nota/use-document-nota';
import { usePembelian } from '../api/get-pembelian';

/** The Nota Pembelian of one buyback (a cancelled line shows as such), with the SLIP_PEMBELIAN setting. */
export function usePembelianNota(noFakturGroup: string | undefined): {
  nota: Nota | undefined;
  error: string | null;
} {
  return useDocumentNota(
    usePembelian(noFakturGroup),
    'SLIP_PEMBELIAN',
    buildNotaPembelian,
    Boolean(noFakturGroup),
  );
}
