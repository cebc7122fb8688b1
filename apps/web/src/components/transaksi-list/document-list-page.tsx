import { EyeOutlined, PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { type PageResult, type STATUS_VALID, TEXTS } from '@toko/shared';
import { Button, Col, Form, Input, Row, Select, Space, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { minSelectableDate, useSession } from '../../lib/use-session';
import { useDocumentLinkTarget } from '../../routing/use-document-link';
import { useRouteMeta } from '../../routing/use-route-meta';
import { WEB_TEXTS } from '../../texts';
import { PAGE_SIZE_OPTIONS } from '../data-table/data-table';
import { FIT_TO_WIDTH } from '../data-table/fit-to-width';
import { SEARCH_DEBOUNCE_MS } from '../data-table/use-server-page';
import { DateInput } from '../form/date-input';
import { PageCard } from '../page/page-card';
import type { TransaksiDetailProps } from './transaksi-detail-modal';

/** The filters a document list holds: business dates, a state, text; paged. */
export interface DocumentListQuery<S extends string> {
  skip: number;
  limit: number;
  dari?: string;
  sampai?: string;
  search?: string;
  status?: S;
  /** Validated by a supervisor (DONE) or still waiting (OPEN). */
  status_valid?: StatusValid;
}

type StatusValid = (typeof STATUS_VALID)[number];

const VALID_OPTIONS: { value: StatusValid; label: string }[] = [
  { value: 'OPEN', label: WEB_TEXTS.transaksiStatus.belumValidasi },
  { value: 'DONE', label: WEB_TEXTS.transaksiStatus.sudahValidasi },
];

export interface DocumentListPageProps<D, S extends string, Q> {
  /** The page's own title when the menu catalogue has none. */
  title: string;
  /** The area's name in test ids: `{name}-search`, `{name}-table`. */
  name: string;
  /** The document's number: the row key, and the test ids `detail-…`, `cetak-…`, `lines-…`. */
  numberOf: (doc: D) => string;
  /** The area's own query for the filters (its name for the state filter). */
  toQuery: (filters: DocumentListQuery<S>) => Q;
  usePage: (query: Q) => UseQueryResult<PageResult<D>>;
  /** The document's columns; the list adds the actions after them. */
  columns: TableColumnsType<D>;
  /** The states the Status filter offers, and the one the list opens on (none: every state). */
  statusOptions: { value: S; label: string }[];
  initialStatus?: S;
  /** A Validasi filter beside the state (documents whose DP waits for a supervisor). */
  validFilter?: boolean;
  /**
   * Every business date until the user picks one (a deposit waits weeks for its
   * customer); otherwise the list opens on the business day.
   */
  anyDate?: boolean;
  searchPlaceholder: string;
  /** The lines under an expanded row. */
  renderLines: (doc: D) => ReactNode;
  /** The detail window of one document, when the area has one. */
  renderDetail?: (props: TransaksiDetailProps) => ReactNode;
  /** The receipt dialog of one document, open while `number` is set; without one, no Cetak button. */
  renderNota?: (props: { number: string | undefined; onClose: () => void }) => ReactNode;
  /** Actions of a row after Detail and Cetak (cancelling a deposit). */
  moreActions?: (doc: D) => ReactNode;
  /** Above the table: what the last action did. */
  notice?: ReactNode;
  /** Dialogs of the page's own actions. */
  children?: ReactNode;
}

interface ListState<S> {
  dari: string | null;
  sampai: string | null;
  search: string;
  status: S | undefined;
  statusValid: StatusValid | undefined;
  page: number;
  pageSize: number;
}

/** The list's state: filters and page, the search applied after a pause in typing. */
function useListState<S extends string>(initial: ListState<S>) {
  const [list, setList] = useState<ListState<S>>(initial);
  const [searchText, setSearchText] = useState(initial.search);
  // Search waits for a pause in typing and starts again from the first page.
  useEffect(() => {
    const search = searchText.trim();
    const timer = setTimeout(
      () => setList((current) => (current.search === search ? current : { ...current, search, page: 1 })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText]);
  const filter = (change: Partial<ListState<S>>) =>
    setList((current) => ({ ...current, ...change, page: 1 }));
  const query: DocumentListQuery<S> = {
    skip: (list.page - 1) * list.pageSize,
    limit: list.pageSize,
    dari: list.dari ?? undefined,
    sampai: list.sampai ?? undefined,
    search: list.search || undefined,
    status: list.status,
    status_valid: list.statusValid,
  };
  return { list, setList, searchText, setSearchText, filter, query };
}

type ListStateOf<S extends string> = ReturnType<typeof useListState<S>>;

interface FiltersProps<S extends string> {
  state: ListStateOf<S>;
  name: string;
  anyDate: boolean | undefined;
  minDate: string | undefined;
  statusOptions: { value: S; label: string }[];
  validFilter: boolean | undefined;
  searchPlaceholder: string;
}

/** Dates, state (and validation) and text. One row on a laptop, two on a tablet: the placeholders read whole. */
function ListFilters<S extends string>({ state, name, anyDate, minDate, ...props }: FiltersProps<S>) {
  const { list, filter } = state;
  // With the Validasi filter the five share the row: the dates and states are narrow, the search keeps a third.
  const lg = props.validFilter ? { date: 4, status: 4, search: 8 } : { date: 5, status: 5, search: 9 };
  const dates = { allowClear: anyDate, placeholder: anyDate ? 'Semua' : undefined };
  const pickDari = (value: string | null) => {
    // Without `anyDate` a date is always set; 'Sampai' never lies before 'Dari'.
    if (!value && !anyDate) return;
    filter({ dari: value, sampai: value && list.sampai && list.sampai < value ? value : list.sampai });
  };
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={12} lg={lg.date}>
          <Form.Item label="Dari Tanggal">
            <div data-testid="filter-dari">
              <DateInput value={list.dari} minDate={minDate} onChange={pickDari} {...dates} />
            </div>
          </Form.Item>
        </Col>
        <Col xs={12} lg={lg.date}>
          <Form.Item label="Sampai Tanggal">
            <div data-testid="filter-sampai">
              <DateInput
                value={list.sampai}
                minDate={list.dari ?? minDate}
                onChange={(value) => (value || anyDate) && filter({ sampai: value })}
                {...dates}
              />
            </div>
          </Form.Item>
        </Col>
        <Col xs={props.validFilter ? 12 : 24} md={12} lg={lg.status}>
          <Form.Item label="Status">
            <Select
              data-testid="filter-status"
              allowClear
              placeholder="Semua Status"
              options={props.statusOptions}
              value={list.status}
              onChange={(value: S | undefined) => filter({ status: value })}
            />
          </Form.Item>
        </Col>
        {props.validFilter && (
          <Col xs={12} md={12} lg={lg.status}>
            <Form.Item label="Validasi">
              <Select
                data-testid="filter-valid"
                allowClear
                placeholder="Semua"
                options={VALID_OPTIONS}
                value={list.statusValid}
                onChange={(value: StatusValid | undefined) => filter({ statusValid: value })}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={props.validFilter ? 24 : 12} lg={lg.search}>
          <Form.Item label="Cari">
            <Input
              aria-label="Cari"
              data-testid={`${name}-search`}
              allowClear
              maxLength={100}
              prefix={<SearchOutlined />}
              placeholder={props.searchPlaceholder}
              value={state.searchText}
              onChange={(event) => state.setSearchText(event.target.value)}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

/** Detail (when the area has one), reprint, and the area's own actions; in sight while wide columns scroll. */
function aksiColumn<D>(
  numberOf: (doc: D) => string,
  open: { detail?: (number: string) => void; cetak?: (number: string) => void },
  moreActions?: (doc: D) => ReactNode,
): TableColumnsType<D>[number] {
  return {
    key: 'aksi',
    title: 'Aksi',
    fixed: 'right',
    render: (_value, doc) => (
      <Space size={4} vertical>
        {open.detail && (
          <Button
            size="small"
            block
            icon={<EyeOutlined />}
            onClick={() => open.detail?.(numberOf(doc))}
            data-testid={`detail-${numberOf(doc)}`}
          >
            Detail
          </Button>
        )}
        {open.cetak && (
          <Button
            size="small"
            block
            icon={<PrinterOutlined />}
            onClick={() => open.cetak?.(numberOf(doc))}
            data-testid={`cetak-${numberOf(doc)}`}
          >
            Cetak Ulang Nota
          </Button>
        )}
        {moreActions?.(doc)}
      </Space>
    ),
  };
}

/**
 * Lihat Penjualan, Lihat Pembelian, Lihat Titipan: an area's documents by business date
 * (the previous-date rule sets the earliest), state and text, paged and searched on the
 * server, with their lines, detail, reprint and the area's own actions. A link to a document
 * (`?tanggal=…&cari=…`, document-link.ts) opens the list on its day, searched for it.
 */
export function DocumentListPage<D extends object, S extends string, Q>(
  props: DocumentListPageProps<D, S, Q>,
) {
  const meta = useRouteMeta();
  const session = useSession();
  const tglSystem = session?.user.tgl_system ?? '';
  // Opened from a link to a document (Pantauan): its day, its number searched, every state.
  const target = useDocumentLinkTarget();
  const day = target.tanggal ?? (props.anyDate ? null : tglSystem);
  const state = useListState<S>({
    dari: day,
    sampai: day,
    search: target.cari ?? '',
    status: target.cari ? undefined : props.initialStatus,
    statusValid: undefined,
    page: 1,
    pageSize: 10,
  });
  const { list, setList } = state;
  const [detail, setDetail] = useState<string>();
  const [cetak, setCetak] = useState<string>();
  const { data, isFetching, error } = props.usePage(props.toQuery(state.query));
  useEffect(() => {
    // SPEC §8: list-loading errors are only logged.
    if (error) console.error(error);
  }, [error]);
  const aksi = aksiColumn(
    props.numberOf,
    { detail: props.renderDetail ? setDetail : undefined, cetak: props.renderNota ? setCetak : undefined },
    props.moreActions,
  );

  return (
    <PageCard title={meta?.title ?? props.title}>
      <ListFilters
        state={state}
        name={props.name}
        anyDate={props.anyDate}
        minDate={session ? minSelectableDate(session) : undefined}
        statusOptions={props.statusOptions}
        validFilter={props.validFilter}
        searchPlaceholder={props.searchPlaceholder}
      />
      {props.notice}
      <Table<D>
        data-testid={`${props.name}-table`}
        size="small"
        rowKey={props.numberOf}
        columns={[...props.columns, aksi]}
        dataSource={data?.data ?? []}
        loading={isFetching}
        locale={{ emptyText: TEXTS.noData }}
        {...FIT_TO_WIDTH}
        expandable={{ expandedRowRender: (doc) => props.renderLines(doc) }}
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
      {props.renderDetail?.({
        noFakturGroup: detail,
        onClose: () => setDetail(undefined),
        onCetak: (number) => {
          setDetail(undefined);
          setCetak(number);
        },
      })}
      {props.renderNota?.({ number: cetak, onClose: () => setCetak(undefined) })}
      {props.children}
    </PageCard>
  );
}
