import { EyeOutlined, PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import { gramsToMilligrams, type PenjualanDoc, type STATUS_VALID, TEXTS } from '@toko/shared';
import { Button, Col, Form, Input, Row, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from '../../../components/data-table/data-table';
import { DateInput } from '../../../components/form/date-input';
import { useSalesNames } from '../../../components/master-select/use-sales-names';
import { PageCard } from '../../../components/page/page-card';
import { TRANSAKSI_STATUS_TEXTS, TransaksiStatusTag } from '../../../components/status/transaksi-status-tag';
import { formatGrams, formatNumber, formatTanggal } from '../../../lib/format';
import { minSelectableDate, useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { type PenjualanPageQuery, usePenjualanPage } from '../api/get-penjualan-page';
import { PenjualanDetailModal } from '../components/penjualan-detail-modal';
import { PenjualanLinesTable } from '../components/penjualan-lines-table';
import { PenjualanNotaDialog } from '../components/penjualan-nota-dialog';
import { PenjualanPembayaran } from '../components/penjualan-pembayaran';

type StatusValid = (typeof STATUS_VALID)[number];

interface ListState {
  dari: string;
  sampai: string;
  search: string;
  statusValid: StatusValid | undefined;
  page: number;
  pageSize: number;
}

const STATUS_OPTIONS: { value: StatusValid; label: string }[] = [
  { value: 'OPEN', label: TRANSAKSI_STATUS_TEXTS.belumValidasi },
  { value: 'DONE', label: TRANSAKSI_STATUS_TEXTS.sudahValidasi },
];

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text}
  </Typography.Text>
);

function beratMg(doc: PenjualanDoc): number {
  return doc.items.reduce((sum, item) => sum + gramsToMilligrams(item.berat), 0);
}

/** Lihat Penjualan: the shop's sales by business date, searched on the server, with detail and reprint. */
export function LihatPenjualanPage() {
  const meta = useRouteMeta();
  const session = useSession();
  const tglSystem = session?.user.tgl_system ?? '';
  const minDate = session ? minSelectableDate(session) : undefined;
  const sales = useSalesNames();
  const [list, setList] = useState<ListState>({
    dari: tglSystem,
    sampai: tglSystem,
    search: '',
    statusValid: undefined,
    page: 1,
    pageSize: 10,
  });
  const [searchText, setSearchText] = useState('');
  const [detail, setDetail] = useState<string>();
  const [cetak, setCetak] = useState<string>();

  // Search waits for a pause in typing and starts again from the first page.
  useEffect(() => {
    const search = searchText.trim();
    const timer = setTimeout(
      () => setList((current) => (current.search === search ? current : { ...current, search, page: 1 })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText]);

  const query: PenjualanPageQuery = {
    skip: (list.page - 1) * list.pageSize,
    limit: list.pageSize,
    dari: list.dari || undefined,
    sampai: list.sampai || undefined,
    search: list.search || undefined,
    status_valid: list.statusValid,
  };
  const { data, isFetching, error } = usePenjualanPage(query);
  useEffect(() => {
    // SPEC §8: list-loading errors are only logged.
    if (error) console.error(error);
  }, [error]);

  const filter = (change: Partial<ListState>) => setList((current) => ({ ...current, ...change, page: 1 }));

  const columns: TableColumnsType<PenjualanDoc> = [
    {
      key: 'no_faktur_group',
      title: 'No Nota / Tanggal',
      render: (_value, doc) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>{doc.no_faktur_group}</div>
          {secondary(`${formatTanggal(doc.tgl_system)} ${doc.jam}`)}
        </div>
      ),
    },
    {
      key: 'customer',
      title: 'Customer',
      render: (_value, doc) => (
        <div>
          <div>{doc.nama_customer}</div>
          {doc.no_hp && secondary(doc.no_hp)}
        </div>
      ),
    },
    {
      key: 'sales',
      title: 'Sales',
      render: (_value, doc) => {
        const nama = sales.nameOf(doc.kode_sales);
        return (
          <div>
            <div>{nama || doc.kode_sales}</div>
            {nama && secondary(doc.kode_sales)}
          </div>
        );
      },
    },
    {
      key: 'total',
      title: 'Total (Rp)',
      align: 'right',
      render: (_value, doc) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <strong>{formatNumber(doc.total)}</strong>
          <div>{secondary(`${formatNumber(doc.items.length)} pcs · ${formatGrams(beratMg(doc))} gr`)}</div>
        </div>
      ),
    },
    { key: 'status', title: 'Status', render: (_value, doc) => <TransaksiStatusTag doc={doc} /> },
    { key: 'pembayaran', title: 'Pembayaran', render: (_value, doc) => <PenjualanPembayaran doc={doc} /> },
    {
      key: 'aksi',
      title: 'Aksi',
      // The actions stay in sight while the wide columns scroll.
      fixed: 'right',
      render: (_value, doc) => (
        <Space size={4} vertical>
          <Button
            size="small"
            block
            icon={<EyeOutlined />}
            onClick={() => setDetail(doc.no_faktur_group)}
            data-testid={`detail-${doc.no_faktur_group}`}
          >
            Detail
          </Button>
          <Button
            size="small"
            block
            icon={<PrinterOutlined />}
            onClick={() => setCetak(doc.no_faktur_group)}
            data-testid={`cetak-${doc.no_faktur_group}`}
          >
            Cetak Ulang Nota
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageCard title={meta?.title ?? 'Lihat Penjualan'}>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={12} md={5}>
            <Form.Item label="Dari Tanggal">
              <div data-testid="filter-dari">
                <DateInput
                  value={list.dari}
                  minDate={minDate}
                  onChange={(value) =>
                    value && filter({ dari: value, sampai: list.sampai < value ? value : list.sampai })
                  }
                />
              </div>
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item label="Sampai Tanggal">
              <div data-testid="filter-sampai">
                <DateInput
                  value={list.sampai}
                  minDate={list.dari || minDate}
                  onChange={(value) => value && filter({ sampai: value })}
                />
              </div>
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item label="Status">
              <Select
                data-testid="filter-status"
                allowClear
                placeholder="Semua Status"
                options={STATUS_OPTIONS}
                value={list.statusValid}
                onChange={(value: StatusValid | undefined) => filter({ statusValid: value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item label="Cari">
              <Input
                aria-label="Cari"
                data-testid="penjualan-search"
                allowClear
                maxLength={100}
                prefix={<SearchOutlined />}
                placeholder="No Nota, Barcode atau Nama Customer"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Table<PenjualanDoc>
        data-testid="penjualan-table"
        size="small"
        rowKey="no_faktur_group"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        locale={{ emptyText: TEXTS.noData }}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (doc) => (
            <PenjualanLinesTable compact items={doc.items} data-testid={`lines-${doc.no_faktur_group}`} />
          ),
        }}
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
      <PenjualanDetailModal
        noFakturGroup={detail}
        onClose={() => setDetail(undefined)}
        onCetak={(noFakturGroup) => {
          setDetail(undefined);
          setCetak(noFakturGroup);
        }}
      />
      <PenjualanNotaDialog noFakturGroup={cetak} onClose={() => setCetak(undefined)} />
    </PageCard>
  );
}
