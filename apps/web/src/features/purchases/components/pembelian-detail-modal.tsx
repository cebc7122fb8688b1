import { type PembelianDoc, rincianPembelian } from '@toko/shared';
import {
  TransaksiDetailModal,
  type TransaksiDetailProps,
} from '../../../components/transaksi-list/transaksi-detail-modal';
import { usePembelian } from '../api/get-pembelian';
import { PembelianLinesTable } from './pembelian-lines-table';

/** Everything about one buyback: who, when, the pieces and their prices, the payment; and its nota. */
export function PembelianDetailModal(props: TransaksiDetailProps) {
  return (
    <TransaksiDetailModal<PembelianDoc>
      {...props}
      noun="Pembelian"
      name="pembelian"
      query={usePembelian(props.noFakturGroup)}
      renderLines={(doc, testId) => <PembelianLinesTable items={doc.items} data-testid={testId} />}
      rincian={rincianPembelian}
    />
  );
}
