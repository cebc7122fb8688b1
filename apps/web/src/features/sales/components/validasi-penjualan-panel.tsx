import type { PenjualanDoc } from '@toko/shared';
import { type ValidasiPageQuery, ValidasiPanel } from '../../../components/validasi/validasi-panel';
import { usePenjualanPage } from '../api/get-penjualan-page';
import { useValidasiPenjualan } from '../api/validasi-penjualan';
import { PenjualanLinesTable } from './penjualan-lines-table';
import { penjualanSummaryColumns } from './penjualan-summary-columns';

const useWaitingPenjualan = (query: ValidasiPageQuery) =>
  usePenjualanPage({ ...query, status_valid: 'OPEN' });

/**
 * The sales waiting for a supervisor: Validasi Penjualan, and the Penjualan tab of
 * Validasi Jual Beli. Only validated do the pieces leave stock, the money reach the cash
 * book and the member earn points.
 */
export function ValidasiPenjualanPanel() {
  const validasi = useValidasiPenjualan();
  return (
    <ValidasiPanel<PenjualanDoc>
      noun="Penjualan"
      usePage={useWaitingPenjualan}
      waiting={(doc) => doc.status === 'OK'}
      amountOf={(doc) => doc.total}
      consequence="Barang keluar dari stock dan uang masuk ke kas."
      rowKey={(doc) => doc.no_faktur_group}
      columns={penjualanSummaryColumns}
      expandedRow={(doc) => <PenjualanLinesTable items={doc.items} />}
      validate={validasi.mutateAsync}
    />
  );
}
