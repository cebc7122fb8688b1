import { buildNotaPenjualan, type Nota } from '@toko/shared';
import { useDocumentNota } from '../../../components/nota/use-document-nota';
import { usePenjualan } from '../api/get-penjualan';

/** The Nota Penjualan of one sale (a cancelled line shows as such), with the SLIP_PENJUALAN_ACC setting. */
export function usePenjualanNota(noFakturGroup: string | undefined): {
  nota: Nota | undefined;
  error: string | null;
} {
  return useDocumentNota(
    usePenjualan(noFakturGroup),
    'SLIP_PENJUALAN_ACC',
    buildNotaPenjualan,
    Boolean(noFakturGroup),
  );
}
