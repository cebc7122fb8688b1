import { useQueryClient } from '@tanstack/react-query';
import type { PenjualanDoc } from '@toko/shared';
import { useState } from 'react';
import { VALIDASI_PAGE_SIZE, ValidasiList } from '../../../components/validasi/validasi-list';
import { usePenjualanPage } from '../api/get-penjualan-page';
import { salesQueryKeys } from '../api/sales-query-keys';
import { validasiPenjualan } from '../api/validasi-penjualan';
import { PenjualanLinesTable } from './penjualan-lines-table';
import { penjualanSummaryColumns } from './penjualan-summary-columns';

/**
 * The sales waiting for a supervisor: Validasi Penjualan, and the Penjualan tab of
 * Validasi Jual Beli. Only validated do the pieces leave stock, the money reach the cash
 * book and the member earn points.
 */
export function ValidasiPenjualanPanel() {
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
  );
}
