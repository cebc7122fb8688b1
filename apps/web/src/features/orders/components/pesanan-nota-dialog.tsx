import { buildNotaPesanan } from '@toko/shared';
import { DocumentNotaDialog, type DocumentNotaProps } from '../../../components/nota/document-nota-dialog';
import { useDocumentNota } from '../../../components/nota/use-document-nota';
import { usePesanan } from '../api/get-pesanan';

function PesananNota({ noPesanan, ...props }: DocumentNotaProps & { noPesanan: string }) {
  const nota = useDocumentNota(usePesanan(noPesanan), 'SLIP_PESANAN', buildNotaPesanan, true);
  return <DocumentNotaDialog number={noPesanan} {...nota} {...props} />;
}

/**
 * Nota Pesanan of a saved order (preview, print, PDF), in two copies (customer and
 * internal) when PRINT_NOTA_PESANAN_DUPLICATE_MODULE is on.
 */
export function PesananNotaDialog({
  noPesanan,
  title = 'Nota Pesanan',
  ...props
}: DocumentNotaProps & { noPesanan: string | undefined }) {
  if (!noPesanan) return null;
  return <PesananNota noPesanan={noPesanan} title={title} {...props} />;
}
