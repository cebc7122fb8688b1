import { useQueryClient } from '@tanstack/react-query';
import type { PembelianDoc } from '@toko/shared';
import { useState } from 'react';
import { VALIDASI_PAGE_SIZE, ValidasiList } from '../../../components/validasi/validasi-list';
import { usePembelianPage } from '../api/get-pembelian-page';
import { purchasesQueryKeys } from '../api/purchases-query-keys';
import { validasiPembelian } from '../api/validasi-pembelian';
import { PembelianLinesTable } from './pembelian-lines-table';
import { pembelianSummaryColumns } from './pembelian-summary-columns';

/**
 * The buybacks waiting for a supervisor (the Pembelian tab of Validasi Jual Beli): only
 * validated do the pieces come into gudang BELI and the money leave the cash book.
 */
export function ValidasiPembelianPanel() {
  const queryClient = useQueryClient();
  const [skip, setSkip] = useState(0);
  const [search, setSearch] = useState('');
  const { data, isFetching } = usePembelianPage({
    skip,
    limit: VALIDASI_PAGE_SIZE,
    search,
    status_valid: 'OPEN',
  });
  return (
    <ValidasiList<PembelianDoc>
      noun="Pembelian"
      amountOf={(doc) => doc.total}
      consequence="Barang masuk ke gudang BELI dan uang keluar dari kas."
      rowKey={(doc) => doc.no_faktur_group}
      rows={(data?.data ?? []).filter((doc) => doc.status === 'OK')}
      count={data?.count ?? 0}
      loading={isFetching}
      columns={pembelianSummaryColumns}
      expandedRow={(doc) => <PembelianLinesTable compact items={doc.items} />}
      searchPlaceholder="Cari no nota, barcode atau customer"
      skip={skip}
      onPage={setSkip}
      onSearch={(text) => {
        setSkip(0);
        setSearch(text);
      }}
      validate={validasiPembelian}
      onSettled={() => queryClient.invalidateQueries({ queryKey: purchasesQueryKeys.pembelian })}
    />
  );
}
