import type { UseQueryResult } from '@tanstack/react-query';
import { gramsToMilligrams, type PageResult, type STATUS_VALID } from '@toko/shared';
import { type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatGrams, formatNumber, formatTanggal } from '../../lib/format';
import { WEB_TEXTS } from '../../texts';
import { useSalesNames } from '../master-select/use-sales-names';
import { TransaksiStatusTag } from '../status/transaksi-status-tag';
import { DocumentListPage, type DocumentListQuery } from './document-list-page';
import { StackedCell } from './stacked-cell';
import type { TransaksiDetailProps } from './transaksi-detail-modal';
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
  renderDetail: (props: TransaksiDetailProps) => ReactNode;
  /** The receipt dialog of one visit, open while `noFakturGroup` is set. */
  renderNota: (props: { noFakturGroup: string | undefined; onClose: () => void }) => ReactNode;
  /** Actions of a row after Detail and Cetak (sending the receipt by WhatsApp). */
  moreActions?: (doc: D) => ReactNode;
}

type StatusValid = (typeof STATUS_VALID)[number];

const STATUS_OPTIONS: { value: StatusValid; label: string }[] = [
  { value: 'OPEN', label: WEB_TEXTS.transaksiStatus.belumValidasi },
  { value: 'DONE', label: WEB_TEXTS.transaksiStatus.sudahValidasi },
];

/** A smaller line under a cell's value, wrapping with it in a narrow column. */
const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text}
  </Typography.Text>
);

function beratMg(doc: TransaksiListDoc): number {
  return doc.items.reduce((sum, item) => sum + gramsToMilligrams(item.berat), 0);
}

/** A visit's columns: number and date, customer, sales person, total and weight, state, payment. */
function visitColumns<D extends TransaksiListDoc>(
  namaSales: (kode: string) => string,
  renderPembayaran: (doc: D) => ReactNode,
): TableColumnsType<D> {
  return [
    {
      key: 'no_faktur_group',
      title: 'No Nota / Tanggal',
      render: (_value, doc) => (
        <StackedCell main={doc.no_faktur_group} sub={`${formatTanggal(doc.tgl_system)} ${doc.jam}`} />
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
        const nama = namaSales(doc.kode_sales);
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
        <StackedCell
          main={<strong>{formatNumber(doc.total)}</strong>}
          sub={`${formatNumber(doc.items.length)} pcs · ${formatGrams(beratMg(doc))} gr`}
        />
      ),
    },
    { key: 'status', title: 'Status', render: (_value, doc) => <TransaksiStatusTag doc={doc} /> },
    { key: 'pembayaran', title: 'Pembayaran', render: (_value, doc) => renderPembayaran(doc) },
  ];
}

/**
 * Lihat Penjualan and Lihat Pembelian: the shop's visits of the business day (or the
 * dates picked), by validation state and text, with detail and reprint.
 */
export function TransaksiListPage<D extends TransaksiListDoc>(props: TransaksiListPageProps<D>) {
  const sales = useSalesNames();
  return (
    <DocumentListPage<D, StatusValid, TransaksiPageQuery>
      title={props.title}
      name={props.name}
      numberOf={(doc) => doc.no_faktur_group}
      toQuery={({ status, ...query }: DocumentListQuery<StatusValid>) => ({ ...query, status_valid: status })}
      usePage={props.usePage}
      columns={visitColumns(sales.nameOf, props.renderPembayaran)}
      statusOptions={STATUS_OPTIONS}
      searchPlaceholder="No Nota, Barcode atau Nama Customer"
      renderLines={props.renderLines}
      renderDetail={props.renderDetail}
      renderNota={({ number, onClose }) => props.renderNota({ noFakturGroup: number, onClose })}
      moreActions={props.moreActions}
    />
  );
}
