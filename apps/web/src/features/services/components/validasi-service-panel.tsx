import type { ServiceDoc } from '@toko/shared';
import { type ValidasiPageQuery, ValidasiPanel } from '../../../components/validasi/validasi-panel';
import { useServicePage } from '../api/get-service-page';
import { useValidasiService } from '../api/service-mutations';
import { ServiceLinesTable, serviceValidasiColumns } from './service-columns';

const useWaitingService = (query: ValidasiPageQuery) => useServicePage({ ...query, status_valid: 'OPEN' });

/**
 * The services waiting for a supervisor: the Service tab of Validasi Jual Beli. Only
 * validated does the DP reach the cash book (SERVICE) and may the customer collect.
 */
export function ValidasiServicePanel() {
  const validasi = useValidasiService();
  return (
    <ValidasiPanel<ServiceDoc>
      noun="Service"
      usePage={useWaitingService}
      waiting={(doc) => doc.status !== 'CANC'}
      amountLabel="DP"
      amountOf={(doc) => doc.dp}
      consequence="DP service masuk ke kas."
      rowKey={(doc) => doc.no_service}
      columns={serviceValidasiColumns}
      expandedRow={(doc) => <ServiceLinesTable items={doc.items} />}
      searchPlaceholder="Cari no service, customer, no HP atau barang"
      validate={validasi.mutateAsync}
    />
  );
}
