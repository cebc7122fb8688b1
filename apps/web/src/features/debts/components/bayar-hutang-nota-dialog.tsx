import { buildNotaBayarHutang } from '@toko/shared';
import { DocumentNotaDialog, type DocumentNotaProps } from '../../../components/nota/document-nota-dialog';
import { useDocumentNota } from '../../../components/nota/use-document-nota';
import { useHutangBayar } from '../api/get-hutang-bayar';

function BayarHutangNota({ noBayar, ...props }: DocumentNotaProps & { noBayar: string }) {
  const nota = useDocumentNota(useHutangBayar(noBayar), 'SLIP_HUTANG', buildNotaBayarHutang, true);
  return <DocumentNotaDialog number={noBayar} nota={nota.nota} error={nota.error} {...props} />;
}

/**
 * The slip of one payment on a loan (interest, redemption, renewal): opened once the
 * payment is saved so the customer leaves with it, and reprinted from the loan's
 * payments. Printed on the Nota Hutang's setting: its paper, and two copies when
 * PRINT_NOTA_HUTANG_DUPLICATE_MODULE is on.
 */
export function BayarHutangNotaDialog({
  noBayar,
  title = 'Nota Pembayaran Hutang',
  ...props
}: DocumentNotaProps & { noBayar: string | undefined }) {
  if (!noBayar) return null;
  return <BayarHutangNota noBayar={noBayar} title={title} {...props} />;
}
