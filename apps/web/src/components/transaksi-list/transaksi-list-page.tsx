import { EyeOutlined, PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { gramsToMilligrams, type PageResult, type STATUS_VALID, TEXTS } from '@toko/shared';
import { Button, Col, Form, Input, Row, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { formatGrams, formatNumber, formatTanggal } from '../../lib/format';
import { minSelectableDate, useSession } from '../../lib/use-session';
import { useRouteMeta } from '../../routing/use-route-meta';
import { PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from '../data-table/data-table';
import { DateInput } from '../form/date-input';
import { useSalesNames } from '../master-select/use-sales-names';
import { PageCard } from '../page/page-card';
import { TRANSAKSI_STATUS_TEXTS, TransaksiStatusTag } from '../status/transaksi-status-tag';
import type { TransaksiPageQuery } from './transaksi-page-query';

/** What the list shows of a customer visit (a sale or a buyback). */
export interface TransaksiListDoc {
  no_faktur_group: string;
  tgl_system: string;
  jam: string;
  nama_customer: string;
  no_hp: string;
  kode_sales: string;
  total: number;
  status: 'OK' | 'CANC';
  status_valid: 'OPEN' | 'DONE';
  /** Grams per line. */
  items: readonly { berat: number; status: 'OK' | 'CANC' }[];
}

export interface TransaksiListPageProps<D extends TransaksiListDoc> {
  /** The page's own title when the menu catalogue has none. */
  title: string;
  /** The area's name in test ids: `{name}-search`, `{name}-table`. */
  name: string;
  usePage: (query: TransaksiPageQuery) => UseQueryResult<PageResult<D>>;
  /** How the visit was paid, for the Pembayaran column. */
  renderPembayaran: (doc: D) => ReactNode;
  /** The lines under an expanded row. */
  renderLines: (doc: D) => ReactNode;
  /** The detail window of one visit, open while `noFakturGroup` is set. */
  renderDetail: (props: {
    noFakturGroup: string | undefined;
    onClose: () => void;
    onCetak: (noFakturGroup: string) => void;
  }) => ReactNode;
  /** The receipt dialog of one visit, open while `noFakturGroup` is set. */
  renderNota: (props: { noFakturGroup: string | undefined; onClose: () => void }) => ReactNode;
}

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

function beratMg(doc: TransaksiListDoc): number {
  return doc.items.reduce((sum, item) => sum + gramsToMilligrams(item.berat), 0);
}

/**
 * Lihat Penjualan and Lihat Pembelian: the shop's visits by business date (the previous-date
 * rule sets the earliest), status and text, paged and searched on the server, with detail
 * and reprint.
 */
export function TransaksiListPage<D extends TransaksiListDoc>({
  title,
  name,
  usePage,
  renderPembayaran,
  renderLines,
  renderDetail,
  renderNota,
}: TransaksiListPageProps<D>) {
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

  const query: TransaksiPageQuery = {
    skip: (list.page - 1) * list.pageSize,
    limit: list.pageSize,
    dari: list.dari || undefined,
    sampai: list.sampai || undefined,
    search: list.search || undefined,
    status_valid: list.statusValid,
  };
  const { data, isFetching, error } = usePage(query);
  useEffect(() => {
    // SPEC §8: list-loading errors are only logged.
    if (error) console.error(error);
  }, [error]);

  const filter = (change: Partial<ListState>) => setList((current) => ({ ...current, ...change, page: 1 }));

  const columns: TableColumnsType<D> = [
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
    { key: 'pembayaran', title: 'Pembayaran', render: (_value, doc) => renderPembayaran(doc) },
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
    <PageCard title={meta?.title ?? title}>
      <Form layout="vertical" component="div">
        {/* Four filters a row on a laptop, two on a tablet: the placeholders read whole. */}
        <Row gutter={16}>
          <Col xs={12} lg={5}>
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
          <Col xs={12} lg={5}>
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
          <Col xs={24} md={12} lg={5}>
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
          <Col xs={24} md={12} lg={9}>
            <Form.Item label="Cari">
              <Input
                aria-label="Cari"
                data-testid={`${name}-search`}
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
      <Table<D>
        data-testid={`${name}-table`}
        size="small"
        rowKey="no_faktur_group"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        locale={{ emptyText: TEXTS.noData }}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (doc) => renderLines(doc),
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
      {renderDetail({
        noFakturGroup: detail,
        onClose: () => setDetail(undefined),
        onCetak: (noFakturGroup) => {
          setDetail(undefined);
          setCetak(noFakturGroup);
        },
      })}
      {renderNota({ noFakturGroup: cetak, onClose: () => setCetak(undefined) })}
    </PageCard>
  );
}
