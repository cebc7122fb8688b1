import { Grid, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import styles from './counter-lines-table.module.css';

export type CounterLinesTableProps<T> = TableProps<T> & { 'data-testid'?: string };

/**
 * The lines of a counter (Transaksi Penjualan, Pembelian, Hutang, Service): a table on a laptop,
 * and below antd's `lg` (the tablet, where the sidebar slides over the page) one card per
 * line with every column's title over its value. A table there scrolled sideways with
 * nothing to tell, and the price a clerk edits, the remove button and the line's total
 * were off screen; a card wraps its fields instead. The same columns serve both, so a
 * counter declares its lines once; the summary (the totals) stays a table row under them.
 */
export function CounterLinesTable<T extends object>(props: CounterLinesTableProps<T>) {
  const screens = Grid.useBreakpoint();
  // Before the first measure `lg` is unknown: the table, as on the laptop.
  if (screens.lg !== false) return <Table<T> {...props} />;

  const { columns = [], dataSource = [], rowKey, summary, locale, size } = props;
  const keyOf = (row: T, index: number): Key => {
    if (typeof rowKey === 'function') return rowKey(row, index);
    if (typeof rowKey === 'string') return String((row as Record<string, unknown>)[rowKey]);
    return index;
  };
  const fields = columns as ColumnType<T>[];
  const cellOf = (column: ColumnType<T>, row: T, index: number): ReactNode => {
    const dataIndex = typeof column.dataIndex === 'string' ? column.dataIndex : undefined;
    const value = dataIndex ? (row as Record<string, unknown>)[dataIndex] : undefined;
    if (column.render) return column.render(value, row, index) as ReactNode;
    return value === undefined || value === null ? '' : String(value);
  };

  return (
    <div data-testid={props['data-testid']}>
      <div className={styles.lines}>
        {dataSource.map((row, index) => {
          const key = keyOf(row, index);
          return (
            <div key={key} className={styles.line} data-row-key={key} data-testid="counter-line">
              {fields.map((column, columnIndex) => {
                const title = typeof column.title !== 'function' && column.title ? column.title : null;
                return (
                  <div
                    key={String(column.key ?? columnIndex)}
                    className={title ? styles.field : `${styles.field} ${styles.untitled}`}
                  >
                    {title ? <div className={styles.label}>{title}</div> : null}
                    {cellOf(column, row, index)}
                  </div>
                );
              })}
            </div>
          );
        })}
        {dataSource.length === 0 && locale?.emptyText ? (
          <div className={styles.empty}>{locale.emptyText as ReactNode}</div>
        ) : null}
      </div>
      {summary && (
        <Table<T>
          className={styles.totals}
          size={size}
          showHeader={false}
          columns={columns}
          dataSource={[]}
          pagination={false}
          summary={summary}
        />
      )}
    </div>
  );
}
