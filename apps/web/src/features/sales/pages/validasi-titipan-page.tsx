import { useQueryClient } from '@tanstack/react-query';
import type { TitipanDoc } from '@toko/shared';
import { useState } from 'react';
import { PageCard } from '../../../components/page/page-card';
import { VALIDASI_PAGE_SIZE, ValidasiList } from '../../../components/validasi/validasi-list';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { useTitipanPage } from '../api/get-titipan-page';
import { salesQueryKeys } from '../api/sales-query-keys';
import { validasiTitipan } from '../api/validasi-titipan';
import { TitipanLinesTable } from '../components/titipan-lines-table';
import { titipanSummaryColumns } from '../components/titipan-summary-columns';

/**
 * Validasi Titipan: a supervisor ticks the deposits taken at the counter and validates
 * them; only then do the pieces move to gudang TITIP and the DP reach the cash book,
 * and only a validated deposit can be collected.
 */
export function ValidasiTitipanPage() {
  const meta = useRouteMeta();
  const queryClient = useQueryClient();
  const [skip, setSkip] = useState(0);
  const [search, setSearch] = useState('');
  const { data, isFetching } = useTitipanPage({
    skip,
    limit: VALIDASI_PAGE_SIZE,
    search,
    status: 'OPEN',
    status_valid: 'OPEN',
  });
  return (
    <PageCard title={meta?.title ?? 'Validasi Titipan'}>
      <ValidasiList<TitipanDoc>
        noun="Titipan"
        amountLabel="DP"
        amountOf={(doc) => doc.dp}
        consequence="Barang dipindah ke gudang TITIP dan DP masuk ke kas."
        rowKey={(doc) => doc.no_titip}
        rows={data?.data ?? []}
        count={data?.count ?? 0}
        loading={isFetching}
        columns={titipanSummaryColumns}
        expandedRow={(doc) => <TitipanLinesTable items={doc.items} />}
        searchPlaceholder="Cari no titip, barcode, customer atau no HP"
        skip={skip}
        onPage={setSkip}
        onSearch={(text) => {
          setSkip(0);
          setSearch(text);
        }}
        validate={validasiTitipan}
        onSettled={() => queryClient.invalidateQueries({ queryKey: salesQueryKeys.titipan })}
      />
    </PageCard>
  );
}
