import type { TableProps } from 'antd';

/**
 * Every table's width rule: the columns share the width of the page, long text wraps
 * inside its cell, and the table only scrolls sideways when even its narrowest layout is
 * wider than the page. With `scroll.x: 'max-content'` nothing wrapped, so at 1366 px a
 * list grew past the page and its sticky Aksi column lay over the Status column.
 * (`x: true` keeps the scroll box for that last case and the sticky columns working;
 * the auto layout sizes columns by their content instead of in equal parts.)
 */
export const FIT_TO_WIDTH = {
  scroll: { x: true },
  tableLayout: 'auto',
} as const satisfies Pick<TableProps<object>, 'scroll' | 'tableLayout'>;
