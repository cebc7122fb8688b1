import { PrinterOutlined, SearchOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type STATUS_TITIPAN, TEXTS, type TitipanDoc } from '@toko/shared';
import {
  Alert,
  Button,
  Col,
  Form,
  Input,
  Row,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from '../../../components/data-table/data-table';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { DateInput } from '../../../components/form/date-input';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { minSelectableDate, useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { batalTitipan } from '../api/batal-titipan';
import { type TitipanPageQuery, useTitipanPage } from '../api/get-titipan-page';
import { salesQueryKeys } from '../api/sales-query-keys';
import { batalTitipanPesan } from '../components/titipan-cart';
import { TitipanLinesTable } from '../components/titipan-lines-table';
import { TitipanNotaDialog } from '../components/titipan-nota-dialog';
import { TITIPAN_STATUS_LABELS, TitipanStatusTag, TitipanValidTag } from '../components/titipan-status-tag';
import { customerCell, isiCell, noTitipCell, rupiahCell } from '../components/titipan-summary-columns';

type StatusTitipan = (typeof STATUS_TITIPAN)[number];

interface ListState {
  dari: string | null;
  sampai: string | null;
  search: string;
  status: StatusTitipan | undefined;
  page: number;
  pageSize: number;
}

const STATUS_OPTIONS = (Object.keys(TITIPAN_STATUS_LABELS) as StatusTitipan[]).map((value) => ({
  value,
  label: TITIPAN_STATUS_LABELS[value],
}));

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, whiteSpace: 'nowrap' }}>
    {text}
  </Typography.Text>
);

/**
 * Lihat Titipan: the shop's deposits searched on the server, with their pieces, the slip
 * to reprint, and the cancellation of an open one with otorisasi (DP refunded, pieces
 * back to their trays).
 */
export function LihatTitipanPage() {
  const meta = useRouteMeta();
  const session = useSession();
  const queryClient = useQueryClient();
  const minDate = session ? minSelectableDate(session) : undefined;
  // A deposit waits weeks for its customer: the list opens on every active one, whatever its date.
  const [list, setList] = useState<ListState>({
    dari: null,
    sampai: null,
    search: '',
    status: 'OPEN',
    page: 1,
    pageSize: 10,
  });
  const [searchText, setSearchText] = useState('');
  const [cetak, setCetak] = useState<string>();
  const [done, setDone] = useState<string>();
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();

  // Search waits for a pause in typing and starts again from the first page.
  useEffect(() => {
    const search = searchText.trim();
    const timer = setTimeout(
      () => setList((current) => (current.search === search ? current : { ...current, search, page: 1 })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText]);

  const query: TitipanPageQuery = {
    skip: (list.page - 1) * list.pageSize,
    limit: list.pageSize,
    dari: list.dari ?? undefined,
    sampai: list.sampai ?? undefined,
    search: list.search || undefined,
    status: list.status,
  };
  const { data, isFetching, error } = useTitipanPage(query);
  useEffect(() => {
    // SPEC §8: list-loading errors are only logged.
    if (error) console.error(error);
  }, [error]);

  const filter = (change: Partial<ListState>) => setList((current) => ({ ...current, ...change, page: 1 }));

  const batal = async (doc: TitipanDoc) => {
    try {
      const result = await requestOtorisasi({
        title: 'Otorisasi Batal Titipan',
        description: (
          <Alert
            type="warning"
            showIcon
            title={`Batal ${doc.no_titip} (${doc.nama_customer}): DP ${formatRupiah(doc.dp)} dikembalikan, ${formatNumber(
              doc.items.length,
            )} barang kembali ke baki asal`}
          />
        ),
        send: (otorisasi) => batalTitipan(doc.no_titip, otorisasi),
      });
      if (!result) return;
      notifySuccess(TEXTS.saved);
      setDone(batalTitipanPesan(result));
    } catch (batalError) {
      // Collected or cancelled meanwhile: the list shows it as it is now.
      notifyInfo(apiErrorMessage(batalError) ?? TEXTS.saveError);
    }
    await queryClient.invalidateQueries({ queryKey: salesQueryKeys.titipan });
  };

  const columns: TableColumnsType<TitipanDoc> = [
    { key: 'no', title: 'No Titip / Tanggal', render: (_v, doc) => noTitipCell(doc) },
    { key: 'customer', title: 'Customer', render: (_v, doc) => customerCell(doc) },
    { key: 'isi', title: 'Barang', render: (_v, doc) => isiCell(doc) },
    { key: 'total', title: 'Total (Rp)', align: 'right', render: (_v, doc) => rupiahCell(doc.total) },
    { key: 'dp', title: 'DP (Rp)', align: 'right', render: (_v, doc) => rupiahCell(doc.dp) },
    {
      key: 'sisa',
      title: 'Sisa (Rp)',
      align: 'right',
      render: (_v, doc) => <strong>{rupiahCell(doc.sisa)}</strong>,
    },
    {
      key: 'status',
      title: 'Status / Validasi',
      render: (_v, doc) => (
        <Space size={2} vertical>
          <TitipanStatusTag doc={doc} />
          <TitipanValidTag doc={doc} />
          {doc.status === 'FINISH' && doc.no_faktur_group && secondary(doc.no_faktur_group)}
        </Space>
      ),
    },
    {
      key: 'aksi',
      title: 'Aksi',
      // The actions stay in sight while the wide columns scroll.
      fixed: 'right',
      render: (_v, doc) => (
        <Space size={4} vertical>
          <Button
            size="small"
            block
            icon={<PrinterOutlined />}
            onClick={() => setCetak(doc.no_titip)}
            data-testid={`cetak-${doc.no_titip}`}
          >
            Cetak Ulang Nota
          </Button>
          {doc.status === 'OPEN' && (
            <Button
              size="small"
              block
              danger
              icon={<StopOutlined />}
              onClick={() => void batal(doc)}
              data-testid={`batal-${doc.no_titip}`}
            >
              Batal
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageCard title={meta?.title ?? 'Lihat Titipan'}>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={12} md={5}>
            <Form.Item label="Dari Tanggal">
              <div data-testid="filter-dari">
                <DateInput
                  value={list.dari}
                  minDate={minDate}
                  allowClear
                  placeholder="Semua"
                  onChange={(value) =>
                    filter({
                      dari: value,
                      sampai: value && list.sampai && list.sampai < value ? value : list.sampai,
                    })
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
                  minDate={list.dari ?? minDate}
                  allowClear
                  placeholder="Semua"
                  onChange={(value) => filter({ sampai: value })}
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
                value={list.status}
                onChange={(value: StatusTitipan | undefined) => filter({ status: value })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item label="Cari">
              <Input
                aria-label="Cari"
                data-testid="titipan-search"
                allowClear
                maxLength={100}
                prefix={<SearchOutlined />}
                placeholder="No Titip, Barcode, Nama Customer atau No HP"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {done && (
        <Alert
          type="success"
          showIcon
          closable
          style={{ marginBottom: 12 }}
          data-testid="batal-result"
          title={done}
          onClose={() => setDone(undefined)}
        />
      )}
      <Table<TitipanDoc>
        data-testid="titipan-table"
        size="small"
        rowKey="no_titip"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        locale={{ emptyText: TEXTS.noData }}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (doc) => (
            <TitipanLinesTable items={doc.items} data-testid={`lines-${doc.no_titip}`} />
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
      {otorisasiDialog}
      <TitipanNotaDialog noTitip={cetak} onClose={() => setCetak(undefined)} />
    </PageCard>
  );
}
