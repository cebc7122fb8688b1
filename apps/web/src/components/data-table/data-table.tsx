import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatNumber, type PageQuery, type PageResult, TEXTS } from '@toko/shared';
import { Button, Flex, Input, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { type CsvColumn, downloadCsv, toCsv } from '../../lib/csv-export';
import { notifyError, notifyInfo } from '../../lib/notify';
import { apiErrorMessage } from '../dialogs/api-error-message';
import { FIT_TO_WIDTH } from './fit-to-width';

export interface DataTableCsvExport<T> {
  /** Download name; ".csv" is added when missing. */
  fileName: string;
  columns: CsvColumn<T>[];
}

export interface DataTableProps<T> {
  /**
   * Prefix of the table's query keys; invalidating it (after a save or delete)
   * refetches the page on screen. A screen with filters of its own (dates, a method)
   * puts them in the key and in `fetchPage`: a change of key starts from the first page.
   */
  queryKey: readonly unknown[];
  /** One page of the server-side list (the `?skip&limit&search` contract). */
  fetchPage: (query: PageQuery) => Promise<PageResult<T>>;
  columns: TableColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  searchPlaceholder?: string;
  /** False for a list its endpoint does not search (a ledger): no search box. */
  searchable?: boolean;
  /** Shows an 'Export CSV' button that exports every row matching the current search. */
  csvExport?: DataTableCsvExport<T>;
  /** Beside the export button (e.g. an add button). */
  toolbar?: ReactNode;
  /** Rows per export request: the largest page the list's endpoint answers (500 unless it caps lower). */
  exportPageSize?: number;
}

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];
const FIRST_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;
/** The largest page the server answers (pageQuerySchema's limit). */
export const EXPORT_PAGE_SIZE = 500;

interface ListState {
  page: number;
  pageSize: number;
  search: string;
  /** The query key `page` was chosen under. */
  key: string;
}

/**
 * A server-side list: the browser only ever holds the page on screen; search,
 * paging and counting happen on the server.
 */
export function DataTable<T extends object>({
  queryKey,
  fetchPage,
  columns,
  rowKey,
  searchPlaceholder = 'Cari...',
  searchable = true,
  csvExport,
  toolbar,
  exportPageSize = EXPORT_PAGE_SIZE,
}: DataTableProps<T>) {
  const [searchText, setSearchText] = useState('');
  const keyText = JSON.stringify(queryKey);
  const [list, setList] = useState<ListState>({
    page: 1,
    pageSize: FIRST_PAGE_SIZE,
    search: '',
    key: keyText,
  });
  const [exporting, setExporting] = useState(false);
  // The screen's own filters changed (the key): their list starts from its first page.
  const page = list.key === keyText ? list.page : 1;

  // Search waits for a pause in typing and starts again from the first page,
  // in one state change so no request goes out for the old page with the new text.
  useEffect(() => {
    const search = searchText.trim();
    const timer = setTimeout(
      () => setList((current) => (current.search === search ? current : { ...current, page: 1, search })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText]);

  const pageQuery: PageQuery = {
    skip: (page - 1) * list.pageSize,
    limit: list.pageSize,
    search: list.search || undefined,
  };
  const { data, error, isFetching, isPlaceholderData } = useQuery({
    queryKey: [...queryKey, pageQuery],
    queryFn: () => fetchPage(pageQuery),
    // The previous page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    // SPEC §8: list-loading errors are only logged (the API client reports lost connections).
    if (error) console.error(error);
  }, [error]);

  // After deletes the current page can lie past the end: move to the last page that exists.
  const count = data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / list.pageSize));
  useEffect(() => {
    if (data && !isPlaceholderData && page > lastPage) {
      setList((current) => ({ ...current, page: lastPage, key: keyText }));
    }
  }, [data, isPlaceholderData, page, lastPage, keyText]);

  const exportCsv = async () => {
    if (!csvExport) return;
    setExporting(true);
    try {
      const rows: T[] = [];
      for (let skip = 0; ; skip += exportPageSize) {
        const batch = await fetchPage({ skip, limit: exportPageSize, search: pageQuery.search });
        rows.push(...batch.data);
        if (batch.data.length < exportPageSize || rows.length >= batch.count) break;
      }
      downloadCsv(csvExport.fileName, await toCsv(rows, csvExport.columns));
    } catch (exportError) {
      console.error(exportError);
      const message = apiErrorMessage(exportError);
      if (message) notifyInfo(message);
      else notifyError(TEXTS.reportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        {searchable ? (
          <Input
            aria-label="Cari"
            allowClear
            // The list contract's limit (pageQuerySchema): longer text would be refused.
            maxLength={100}
            prefix={<SearchOutlined />}
            placeholder={searchPlaceholder}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            style={{ maxWidth: 320 }}
          />
        ) : (
          <span />
        )}
        <Space wrap>
          {csvExport && (
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              disabled={count === 0}
              onClick={exportCsv}
            >
              Export CSV
            </Button>
          )}
          {toolbar}
        </Space>
      </Flex>
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        locale={{ emptyText: TEXTS.noData }}
        {...FIT_TO_WIDTH}
        pagination={{
          current: page,
          pageSize: list.pageSize,
          total: count,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total) => `Total ${formatNumber(total)} data`,
          onChange: (next, pageSize) =>
            setList((current) => ({
              ...current,
              page: pageSize === current.pageSize ? next : 1,
              pageSize,
              key: keyText,
            })),
        }}
      />
    </Flex>
  );
}
