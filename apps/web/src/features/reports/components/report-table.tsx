import { formatNumber, type ReportColumn, type ReportRow, TEXTS } from '@toko/shared';
import { Table, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { formatReportCell, hasTotals, isNumericKind, totalsCells } from './report-format';

/** The app header's height (app-header.module.css), under which the column titles stick. */
const APP_HEADER_HEIGHT = 64;

export const REPORT_PAGE_SIZES = [25, 50, 100, 200];

type KeyedRow = ReportRow & { __row: number };

/** Columns that hold a sentence rather than a value. */
const PROSE_COLUMNS = new Set(['keterangan', 'alasan', 'uraian']);

export interface ReportTableProps {
  /** The columns as shown (with 'Toko' first for the whole chain). */
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  totals: Record<string, number> | undefined;
  /** Every row of the query, not only this page. */
  count: number;
  loading: boolean;
  /** Paged on the server: the page on screen and how to ask for another. Summaries page in the browser. */
  serverPage?: { page: number; pageSize: number; onChange: (page: number, pageSize: number) => void };
}

function tableColumns(columns: readonly ReportColumn[]): TableColumnsType<KeyedRow> {
  return columns.map((column) => {
    const numeric = isNumericKind(column.kind);
    // A code or a document number broken at its dash ("PST-" over "M0001") reads as two values.
    const code = /^(kode|no)_/.test(column.key);
    const nowrap = numeric || code || column.kind === 'date' || column.kind === 'datetime';
    // A sentence (a note, a reason) keeps a readable width; squeezed to its longest word on a
    // tablet it stood one word a line and made every row as tall as the screen.
    const prose = PROSE_COLUMNS.has(column.key);
    return {
      key: column.key,
      dataIndex: column.key,
      title: column.title,
      align: numeric ? 'right' : 'left',
      onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      ...(prose && { onCell: () => ({ style: { minWidth: 240 } }) }),
      render: (value: ReportRow[string], row: KeyedRow) => {
        const cell = (
          <span style={nowrap ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } : undefined}>
            {formatReportCell(column, value)}
          </span>
        );
        // A document's number opens the screen that shows it (only a path of this app).
        const to = column.link ? row[column.link] : undefined;
        return typeof to === 'string' && to.startsWith('/') ? <Link to={to}>{cell}</Link> : cell;
      },
    };
  });
}

/** A report's rows, numbers on the right, with the totals of every row of the query under them. */
export function ReportTable({ columns, rows, totals, count, loading, serverPage }: ReportTableProps) {
  const data: KeyedRow[] = rows.map((row, index) => ({ ...row, __row: index }));
  const footer = totals && hasTotals(columns) ? totalsCells(columns, totals) : undefined;
  return (
    <Table<KeyedRow>
      data-testid="report-table"
      size="small"
      bordered
      rowKey="__row"
      columns={tableColumns(columns)}
      dataSource={data}
      loading={loading}
      locale={{ emptyText: TEXTS.noData }}
      {...FIT_TO_WIDTH}
      // A long report keeps its column titles under the app header, and its horizontal
      // scroll bar at the bottom of the window: a wide report's last columns stay reachable.
      sticky={{ offsetHeader: APP_HEADER_HEIGHT }}
      pagination={{
        ...(serverPage ? { current: serverPage.page, pageSize: serverPage.pageSize, total: count } : {}),
        defaultPageSize: 50,
        showSizeChanger: true,
        pageSizeOptions: REPORT_PAGE_SIZES,
        showTotal: (total) => `Total ${formatNumber(total)} data`,
        onChange: serverPage?.onChange,
      }}
      summary={
        footer && data.length > 0
          ? () => (
              <Table.Summary>
                <Table.Summary.Row data-testid="report-totals">
                  {footer.map((cell, index) => (
                    <Table.Summary.Cell
                      // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column, in column order
                      key={index}
                      index={index}
                      align={isNumericKind(columns[index]?.kind ?? 'text') ? 'right' : 'left'}
                    >
                      <Typography.Text
                        strong
                        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                      >
                        {cell}
                      </Typography.Text>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              </Table.Summary>
            )
          : undefined
      }
    />
  );
}
