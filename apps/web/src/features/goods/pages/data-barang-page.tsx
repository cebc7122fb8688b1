import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Barang, formatNumber, TEXTS } from '@toko/shared';
import { Table } from 'antd';
import { useEffect, useState } from 'react';
import { PAGE_SIZE_OPTIONS } from '../../../components/data-table/data-table';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/use-server-page';
import { PageCard } from '../../../components/page/page-card';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { type BarangFilter, getBarangPage } from '../api/get-barang-page';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { BarangEditModal } from '../components/barang-edit-modal';
import { BarangPhotoModal } from '../components/barang-photo-modal';
import { dataBarangColumns } from '../components/data-barang-columns';
import { DataBarangFilters } from '../components/data-barang-filters';
import { LabelPrintDialog } from '../components/label-print-dialog';

interface ListState {
  page: number;
  pageSize: number;
  search: string;
  filter: BarangFilter;
}

/** Data Barang: every piece of the shop, searched, filtered and paged on the server. */
export function DataBarangPage() {
  const meta = useRouteMeta();
  const [searchText, setSearchText] = useState('');
  const [list, setList] = useState<ListState>({ page: 1, pageSize: 10, search: '', filter: {} });
  const [editing, setEditing] = useState<Barang>();
  const [photo, setPhoto] = useState<Barang>();
  const [labels, setLabels] = useState<Barang[]>();

  useEffect(() => {
    const search = searchText.trim();
    const timer = setTimeout(
      () => setList((current) => (current.search === search ? current : { ...current, page: 1, search })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText]);

  const setFilter = (patch: BarangFilter) =>
    setList((current) => ({ ...current, page: 1, filter: { ...current.filter, ...patch } }));

  const query = {
    skip: (list.page - 1) * list.pageSize,
    limit: list.pageSize,
    search: list.search || undefined,
    ...list.filter,
  };
  const { data, isFetching, error } = useQuery({
    queryKey: goodsQueryKeys.barangPage(query),
    queryFn: () => getBarangPage(query),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    // SPEC §8: list-loading errors are only logged.
    if (error) console.error(error);
  }, [error]);

  // A photo just uploaded shows in the open dialog too.
  const photoNow = photo ? (data?.data.find((row) => row.id === photo.id) ?? photo) : undefined;

  return (
    <PageCard title={meta?.title ?? 'Data Barang'}>
      <DataBarangFilters
        search={searchText}
        onSearch={setSearchText}
        filter={list.filter}
        setFilter={setFilter}
      />
      <Table<Barang>
        data-testid="data-barang-table"
        size="small"
        rowKey="id"
        columns={dataBarangColumns({
          onEdit: setEditing,
          onPhoto: setPhoto,
          onLabel: (row) => setLabels([row]),
        })}
        dataSource={data?.data ?? []}
        loading={isFetching}
        locale={{ emptyText: TEXTS.noData }}
        {...FIT_TO_WIDTH}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: data?.count ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total) => `Total ${formatNumber(total)} data`,
          onChange: (page, pageSize) =>
            setList((current) => ({ ...current, page: pageSize === current.pageSize ? page : 1, pageSize })),
        }}
      />
      <BarangEditModal barang={editing} onClose={() => setEditing(undefined)} />
      <BarangPhotoModal barang={photoNow} onClose={() => setPhoto(undefined)} />
      <LabelPrintDialog pieces={labels} onClose={() => setLabels(undefined)} />
    </PageCard>
  );
}
