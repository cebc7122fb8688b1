import { CameraOutlined, EditOutlined, PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Barang, formatNumber, masterResource, TEXTS } from '@toko/shared';
import { Button, Col, Input, Row, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from '../../../components/data-table/data-table';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { RefSelect } from '../../../components/master-select/ref-select';
import { PageCard } from '../../../components/page/page-card';
import { formatBerat } from '../../../lib/format';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { type BarangFilter, getBarangPage } from '../api/get-barang-page';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { BarangBakiFilter } from '../components/barang-baki-filter';
import { BarangEditModal } from '../components/barang-edit-modal';
import filterStyles from '../components/barang-filters.module.css';
import { BarangJenisSelect } from '../components/barang-jenis-select';
import { BarangPhotoModal } from '../components/barang-photo-modal';
import { BarangThumbnail } from '../components/barang-thumbnail';
import { LabelPrintDialog } from '../components/label-print-dialog';

const GROUP = masterResource('group');
const GUDANG = masterResource('gudang');

const STATUS_COLORS: Record<string, string> = {
  READY: 'green',
  KIRIM: 'blue',
  HANCUR: 'red',
  TERJUAL: 'default',
};

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

  const columns: TableColumnsType<Barang> = [
    {
      key: 'photo',
      title: 'Foto',
      width: 56,
      render: (_value, row) => <BarangThumbnail url={row.photo_url} alt={row.nama_barang} />,
    },
    {
      key: 'kode_barcode',
      title: 'Barcode',
      dataIndex: 'kode_barcode',
      render: (value: string) => <Typography.Text strong>{value}</Typography.Text>,
    },
    {
      key: 'nama_barang',
      title: 'Nama Barang',
      dataIndex: 'nama_barang',
      render: (value: string, row) => (
        <div>
          <div>{value}</div>
          {row.kode_barang && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.kode_barang}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { key: 'kode_group', title: 'Group', dataIndex: 'kode_group' },
    { key: 'kode_dept', title: 'Jenis', dataIndex: 'kode_dept' },
    { key: 'kode_gudang', title: 'Gudang', dataIndex: 'kode_gudang' },
    { key: 'kode_baki', title: 'Baki', dataIndex: 'kode_baki' },
    {
      key: 'berat',
      title: 'Berat (gr)',
      dataIndex: 'berat',
      align: 'right',
      render: (value: number) => formatBerat(value),
    },
    {
      key: 'kadar_cetak',
      title: 'Kadar Cetak',
      dataIndex: 'kadar_cetak',
      render: (value: string) => value || '-',
    },
    {
      key: 'stock',
      title: 'Stock',
      dataIndex: 'stock',
      align: 'right',
      render: (value: number) => formatNumber(value),
    },
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      render: (value: string) => <Tag color={STATUS_COLORS[value] ?? 'default'}>{value}</Tag>,
    },
    {
      key: 'aksi',
      title: 'Aksi',
      fixed: 'right',
      render: (_value, row) => (
        <Space size={4}>
          <Tooltip title="Edit">
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`Edit ${row.kode_barcode}`}
              onClick={() => setEditing(row)}
              data-testid={`edit-${row.kode_barcode}`}
            />
          </Tooltip>
          <Tooltip title="Foto">
            <Button
              size="small"
              icon={<CameraOutlined />}
              aria-label={`Foto ${row.kode_barcode}`}
              onClick={() => setPhoto(row)}
              data-testid={`foto-${row.kode_barcode}`}
            />
          </Tooltip>
          <Tooltip title="Cetak Label">
            <Button
              size="small"
              icon={<PrinterOutlined />}
              aria-label={`Cetak Label ${row.kode_barcode}`}
              onClick={() => setLabels([row])}
              data-testid={`label-${row.kode_barcode}`}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <PageCard title={meta?.title ?? 'Data Barang'}>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }} className={filterStyles.filter}>
        <Col flex="1 1 220px">
          <Input
            aria-label="Cari"
            data-testid="cari-barang"
            allowClear
            maxLength={100}
            prefix={<SearchOutlined />}
            placeholder="Cari barcode, nama, kode barang..."
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </Col>
        <Col flex="0 1 185px">
          <RefSelect
            master={GROUP}
            label="Group"
            allowClear
            value={list.filter.kode_group}
            onChange={(value) => setFilter({ kode_group: value, kode_dept: undefined })}
            data-testid="filter-group"
          />
        </Col>
        <Col flex="0 1 185px">
          <BarangJenisSelect
            kodeGroup={list.filter.kode_group}
            allowClear
            value={list.filter.kode_dept}
            onChange={(value) => setFilter({ kode_dept: value })}
            data-testid="filter-jenis"
          />
        </Col>
        <Col flex="0 1 185px">
          <RefSelect
            master={GUDANG}
            label="Gudang"
            allowClear
            value={list.filter.kode_gudang}
            onChange={(value) => setFilter({ kode_gudang: value, kode_baki: undefined })}
            data-testid="filter-gudang"
          />
        </Col>
        <Col flex="0 1 185px">
          <BarangBakiFilter
            kodeGudang={list.filter.kode_gudang}
            value={list.filter.kode_baki}
            onChange={(value) => setFilter({ kode_baki: value })}
            data-testid="filter-baki"
          />
        </Col>
      </Row>
      <Table<Barang>
        data-testid="data-barang-table"
        size="small"
        rowKey="id"
        columns={columns}
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
