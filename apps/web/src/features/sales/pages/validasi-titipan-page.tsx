import type { TitipanDoc } from '@toko/shared';
import { PageCard } from '../../../components/page/page-card';
import { type ValidasiPageQuery, ValidasiPanel } from '../../../components/validasi/validasi-panel';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { useTitipanPage } from '../api/get-titipan-page';
import { useValidasiTitipan } from '../api/validasi-titipan';
import { TitipanLinesTable } from '../components/titipan-lines-table';
import { titipanSummaryColumns } from '../components/titipan-summary-columns';

const useWaitingTitipan = (query: ValidasiPageQuery) =>
  useTitipanPage({ ...query, status: 'OPEN', status_valid: 'OPEN' });

/**
 * Validasi Titipan: a supervisor ticks the deposits taken at the counter and validates
 * them; only then do the pieces move to gudang TITIP and the DP reach the cash book,
 * and only a validated deposit can be collected.
 */
export function ValidasiTitipanPage() {
  const meta = useRouteMeta();
  const validasi = useValidasiTitipan();
  return (
    <PageCard title={meta?.title ?? 'Validasi Titipan'}>
      <ValidasiPanel<TitipanDoc>
        noun="Titipan"
        usePage={useWaitingTitipan}
        amountLabel="DP"
        amountOf={(doc) => doc.dp}
        consequence="Barang dipindah ke gudang TITIP dan DP masuk ke kas."
        rowKey={(doc) => doc.no_titip}
        columns={titipanSummaryColumns}
        expandedRow={(doc) => <TitipanLinesTable items={doc.items} />}
        searchPlaceholder="Cari no titip, barcode, customer atau no HP"
        validate={validasi.mutateAsync}
      />
    </PageCard>
  );
}
