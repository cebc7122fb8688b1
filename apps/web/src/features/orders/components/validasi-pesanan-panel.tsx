import type { PesananDoc } from '@toko/shared';
import { type ValidasiPageQuery, ValidasiPanel } from '../../../components/validasi/validasi-panel';
import { usePesananPage } from '../api/get-pesanan-page';
import { useValidasiPesanan } from '../api/pesanan-mutations';
import { pesananValidasiColumns } from './pesanan-columns';
import { PesananDetailInfo } from './pesanan-detail-info';

const useWaitingPesanan = (query: ValidasiPageQuery) => usePesananPage({ ...query, status_valid: 'OPEN' });

/**
 * The orders waiting for a supervisor: the Pesanan tab of Validasi Jual Beli. Only
 * validated does the DP reach the cash book (DP PESANAN) and may the made piece be added.
 */
export function ValidasiPesananPanel() {
  const validasi = useValidasiPesanan();
  return (
    <ValidasiPanel<PesananDoc>
      noun="Pesanan"
      usePage={useWaitingPesanan}
      waiting={(doc) => doc.status !== 'CLOSE'}
      amountLabel="DP"
      amountOf={(doc) => doc.dp}
      consequence="DP pesanan masuk ke kas."
      rowKey={(doc) => doc.no_pesanan}
      columns={pesananValidasiColumns}
      expandedRow={(doc) => <PesananDetailInfo doc={doc} />}
      searchPlaceholder="Cari no pesanan, customer atau no HP"
      validate={validasi.mutateAsync}
    />
  );
}
