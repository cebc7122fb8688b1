import { type PenjualanDoc, rincianPenjualan } from '@toko/shared';
import {
  TransaksiDetailModal,
  type TransaksiDetailProps,
} from '../../../components/transaksi-list/transaksi-detail-modal';
import { usePenjualan } from '../api/get-penjualan';
import { PenjualanLinesTable } from './penjualan-lines-table';

/** Everything about one sale: who, when, through which marketplace, the pieces, the payment; and its nota. */
export function PenjualanDetailModal(props: TransaksiDetailProps) {
  return (
    <TransaksiDetailModal<PenjualanDoc>
      {...props}
      noun="Penjualan"
      name="penjualan"
      query={usePenjualan(props.noFakturGroup)}
      moreInfo={(doc) => [
        { key: 'marketplace', label: 'Marketplace', children: doc.kode_marketplace || '-' },
      ]}
      renderLines={(doc, testId) => <PenjualanLinesTable items={doc.items} data-testid={testId} />}
      rincian={rincianPenjualan}
    />
  );
}
