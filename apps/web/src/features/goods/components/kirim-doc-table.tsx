import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatNumber, type KirimBarangDoc, TEXTS } from '@toko/shared';
import { Table, type TableColumnsType } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { PAGE_SIZE_OPTIONS } from '../../../components/data-table/data-table';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { formatBerat, formatTanggal } from '../../../lib/format';
import { getKirimBarangPage, type KirimPageFilter } from '../api/get-kirim-barang-page';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { KirimStatusTag } from './kirim-status-tag';

export interface KirimDocTableProps {
  filter: KirimPageFilter;
  /** The buttons of a row (Detail, Pilih...). */
  actions: (doc: KirimBarangDoc) => ReactNode;
  'data-testid'?: string;
}

/** Shipments of this shop, paged on the server, newest first. */
export function KirimDocTable({ filter, actions, ...rest }: KirimDocTableProps) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const query = { ...filter, skip: (paging.page - 1) * paging.pageSize, limit: paging.pageSize };
  const { data, isFetching, error } = useQuery({
    queryKey: goodsQueryKeys.kirimPage(query),
    queryFn: () => getKirimBarangPage(filter, query),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    // SPEC §8: list-loading errors are only logged.
    if (error) console.error(error);
  }, [error]);

  const incoming = filter.arah === 'MASUK';
  const columns: TableColumnsType<KirimBarangDoc> = [
    { key: 'no_kirim', title: 'No Kirim', dataIndex: 'no_kirim' },
    {
      key: 'tgl_kirim',
      title: 'Tanggal',
      dataIndex: 'tgl_kirim',
      render: (value: string) => formatTanggal(value),
    },
    incoming
      ? { key: 'asal', title: 'Dari Toko', dataIndex: 'kode_toko_asal' }
      : { key: 'tujuan', title: 'Toko Tujuan', dataIndex: 'kode_toko_tujuan' },
    {
      key: 'jumlah',
      title: 'Jumlah',
      dataIndex: 'jumlah',
      align: 'right',
      render: (value: number) => formatNumber(value),
    },
    {
      key: 'berat',
      title: 'Berat (gr)',
      dataIndex: 'berat',
      align: 'right',
      render: (value: number) => formatBerat(value),
    },
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      render: (_value, doc) => <KirimStatusTag status={doc.status} />,
    },
    {
      key: 'keterangan',
      title: 'Keterangan',
      dataIndex: 'keterangan',
      render: (value: string) => value || '-',
    },
    { key: 'created_by', title: 'Dikirim Oleh', dataIndex: 'created_by' },
    { key: 'aksi', title: 'Aksi', render: (_value, doc) => actions(doc) },
  ];

  return (
    <Table<KirimBarangDoc>
      data-testid={rest['data-testid']}
      size="small"
      rowKey="no_kirim"
      columns={columns}
      dataSource={data?.data ?? []}
      loading={isFetching}
      locale={{ emptyText: TEXTS.noData }}
      {...FIT_TO_WIDTH}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: data?.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS,
        showTotal: (total) => `Total ${formatNumber(total)} data`,
        onChange: (page, pageSize) =>
          setPaging((current) => ({ page: pageSize === current.pageSize ? page : 1, pageSize })),
      }}
    />
  );
}
