import type { PembelianDoc } from '@toko/shared';
import { type ValidasiPageQuery, ValidasiPanel } from '../../../components/validasi/validasi-panel';
import { usePembelianPage } from '../api/get-pembelian-page';
import { useValidasiPembelian } from '../api/validasi-pembelian';
import { PembelianLinesTable } from './pembelian-lines-table';
import { pembelianSummaryColumns } from './pembelian-summary-columns';

const useWaitingPembelian = (query: ValidasiPageQuery) =>
  usePembelianPage({ ...query, status_valid: 'OPEN' });

/**
 * The buybacks waiting for a supervisor (the Pembelian tab of Validasi Jual Beli): only
 * validated do the pieces come into gudang BELI and the money leave the cash book.
 */
export function ValidasiPembelianPanel() {
  const validasi = useValidasiPembelian();
  return (
    <ValidasiPanel<PembelianDoc>
      noun="Pembelian"
      usePage={useWaitingPembelian}
      waiting={(doc) => doc.status === 'OK'}
      amountOf={(doc) => doc.total}
      consequence="Barang masuk ke gudang BELI dan uang keluar dari kas."
      rowKey={(doc) => doc.no_faktur_group}
      columns={pembelianSummaryColumns}
      expandedRow={(doc) => <PembelianLinesTable compact items={doc.items} />}
      validate={validasi.mutateAsync}
    />
  );
}
