import { useQueryClient } from '@tanstack/react-query';
import type { PenjualanDoc } from '@toko/shared';
import { useState } from 'react';
import { PageCard } from '../../../components/page/page-card';
import { VALIDASI_PAGE_SIZE, ValidasiList } from '../../../components/validasi/validasi-list';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { usePenjualanPage } from '../api/get-penjualan-page';
import { salesQueryKeys } from '../api/sales-query-keys';
import { validasiPenjualan } from '../api/validasi-penjualan';
import { PenjualanLinesTable } from '../components/penjualan-lines-table';
import { penjualanSummaryColumns } from '../components/penjualan-summary-columns';

/**
 * Validasi Penjualan (also the sales part of Validasi Jual Beli): a supervisor ticks
 * the saved sales and validates them; only then do the pieces leave stock, the money
 * reach the cash book and the member earn points.
 */
export function ValidasiPenjualanPage() {
  const meta = useRouteMeta();
  const queryClient = useQueryClient();
  const [skip, setSkip] = useState(0);
  const [search, setSearch] = useState('');
  const { data, isFetching } = usePenjualanPage({
    skip,
    limit: VALIDASI_PAGE_SIZE,
    search,
    status_valid: 'OPEN',
  });
  return (
    <PageCard title={meta?.title ?? 'Validasi Penjualan'}>
      <ValidasiList<PenjualanDoc>
        noun="Penjualan"
        amountOf={(doc) => doc.total}
        consequence="Barang keluar dari stock dan uang masuk ke kas."
        rowKey={(doc) => doc.no_faktur_group}
        rows={(data?.data ?? []).filter((doc) => doc.status === 'OK')}
        count={data?.count ?? 0}
        loading={isFetching}
        columns={penjualanSummaryColumns}
        expandedRow={(doc) => <PenjualanLinesTable items={doc.items} />}
        searchPlaceholder="Cari no nota, barcode atau customer"
        skip={skip}
        onPage={setSkip}
        onSearch={(text) => {
          setSkip(0);
          setSearch(text);
        }}
        validate={validasiPenjualan}
        onSettled={() => queryClient.invalidateQueries({ queryKey: salesQueryKeys.penjualan })}
      />
    </PageCard>
  );
}
