import { Space, type TableColumnsType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatNumber, formatTanggal } from '../../lib/format';
import { RupiahCell } from '../data-table/rupiah-cell';

/**
 * A smaller line under a list cell's value. The lists of counter documents (orders,
 * repairs, loans) stack their facts so that a 1366 px laptop shows every column with the
 * actions; `wrap` lets a long note break over two lines instead of widening its column.
 */
export const secondary = (text: string, wrap = false) => (
  <Typography.Text
    type="secondary"
    style={{ display: 'block', fontSize: 12, whiteSpace: wrap ? 'normal' : 'nowrap' }}
  >
    {text}
  </Typography.Text>
);

/** The document's number over its business date (unless `withDate` is false) and time. */
export function noTanggalCell(no: string, doc: { tgl_system: string; jam: string }, withDate = true) {
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      {no}
      {withDate && secondary(formatTanggal(doc.tgl_system))}
      {secondary(doc.jam)}
    </div>
  );
}

type Customer = { nama_customer: string; kode_member: string; no_hp: string };

/** The customer's name over the member code and phone. */
export function customerCell(doc: Customer) {
  const detail = [doc.kode_member, doc.no_hp].filter(Boolean).join(' · ');
  return (
    <div style={{ maxWidth: 170 }}>
      {doc.nama_customer}
      {detail && secondary(detail)}
    </div>
  );
}

/** An amount in rupiah without its "Rp" (the column's title says it), on one line. */
export const rupiahCell = (value: number) => <RupiahCell value={value} format={formatNumber} />;

/** The customer column every counter list and picker shows. */
export function customerColumn<D extends Customer>(): TableColumnsType<D>[number] {
  return { key: 'customer', title: 'Customer', render: (_v, doc) => customerCell(doc) };
}

/** A right-aligned rupiah column; `strong` marks the amount the counter acts on next. */
export function rupiahColumn<D>(
  key: string,
  title: string,
  value: (doc: D) => number,
  strong = false,
): TableColumnsType<D>[number] {
  return {
    key,
    title,
    align: 'right',
    render: (_v, doc) => (strong ? <strong>{rupiahCell(value(doc))}</strong> : rupiahCell(value(doc))),
  };
}

/** What the customer pays, over the DP taken and what is left for the collection. */
export function dpSisaCell(main: ReactNode, doc: { dp: number; sisa: number }) {
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      {main}
      {secondary(`DP ${formatNumber(doc.dp)}`)}
      {secondary(`Sisa ${formatNumber(doc.sisa)}`)}
    </div>
  );
}

/** A document's state as staff name it, in its colour. */
export function StatusTag<S extends string>({
  status,
  labels,
  colors,
}: {
  status: S;
  labels: Record<S, string>;
  colors: Record<S, string>;
}) {
  return <Tag color={colors[status]}>{labels[status]}</Tag>;
}

/** The state column of a list: the state over its validation (and whatever follows them). */
export function statusColumn<D>(title: string, tags: (doc: D) => ReactNode): TableColumnsType<D>[number] {
  return {
    key: 'status',
    title,
    render: (_v, doc) => (
      <Space size={2} vertical>
        {tags(doc)}
      </Space>
    ),
  };
}

/** The choices of a list's state filter, in the order of the labels. */
export function statusOptions<S extends string>(labels: Record<S, string>) {
  return (Object.keys(labels) as S[]).map((value) => ({ value, label: labels[value] }));
}
