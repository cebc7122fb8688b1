import { formatNumber, type PageQuery, type PageResult, TEXTS } from '@toko/shared';
import { Flex, Table, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { DataTableToolbar } from './data-table-toolbar';
import { FIT_TO_WIDTH } from './fit-to-width';
import { type DataTableCsvExport, EXPORT_PAGE_SIZE, useCsvExport } from './use-csv-export';
import { useServerPage } from './use-server-page';

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
  const list = useServerPage(queryKey, fetchPage);
  const { exporting, exportCsv } = useCsvExport(fetchPage, csvExport, exportPageSize);

  return (
    <Flex vertical gap={12}>
      <DataTableToolbar
        search={
          searchable
            ? { text: list.searchText, placeholder: searchPlaceholder, onChange: list.setSearchText }
            : undefined
        }
        csv={
          csvExport
            ? { exporting, disabled: list.count === 0, onExport: () => void exportCsv(list.search) }
            : undefined
        }
        toolbar={toolbar}
      />
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={list.rows}
        loading={list.isFetching}
        locale={{ emptyText: TEXTS.noData }}
        {...FIT_TO_WIDTH}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: list.count,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total) => `Total ${formatNumber(total)} data`,
          onChange: list.changePage,
        }}
      />
    </Flex>
  );
}
