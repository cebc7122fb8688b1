import { gramsToMilligrams, type PenjualanDoc } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { TransaksiStatusTag } from '../../../components/status/transaksi-status-tag';
import { formatGrams, formatNumber, formatRupiah } from '../../../lib/format';

/** Pieces and exact grams of a sale's lines that were not cancelled. */
export function penjualanIsi(doc: Pick<PenjualanDoc, 'items'>): string {
  const kept = doc.items.filter((line) => line.status === 'OK');
  const mg = kept.reduce((sum, line) => sum + gramsToMilligrams(line.berat), 0);
  return `${formatNumber(kept.length)} pcs / ${formatGrams(mg)} gr`;
}

/** How a sale (or a deposit's DP) was paid: one short line per method. */
export function penjualanBayar(
  doc: Pick<
    PenjualanDoc,
    | 'cash_rp'
    | 'kembalian'
    | 'transfer_rp'
    | 'debet_rp'
    | 'kode_bank_debet'
    | 'credit_rp'
    | 'kode_bank_credit'
  >,
): string[] {
  const parts: string[] = [];
  if (doc.cash_rp > 0) parts.push(`CASH ${formatNumber(doc.cash_rp - doc.kembalian)}`);
  if (doc.transfer_rp > 0) parts.push(`TRANSFER ${formatNumber(doc.transfer_rp)}`);
  if (doc.debet_rp > 0) parts.push(`DEBET ${doc.kode_bank_debet} ${formatNumber(doc.debet_rp)}`);
  if (doc.credit_rp > 0) parts.push(`CREDIT ${doc.kode_bank_credit} ${formatNumber(doc.credit_rp)}`);
  return parts;
}

/** The columns the validation and cancellation lists share: one row per customer visit of the business day. */
export const penjualanSummaryColumns: TableColumnsType<PenjualanDoc> = [
  { key: 'no', title: 'No Nota', dataIndex: 'no_faktur_group' },
  // Both lists hold the business day's sales only: the time says enough.
  { key: 'jam', title: 'Jam', dataIndex: 'jam' },
  {
    key: 'customer',
    title: 'Customer',
    render: (_v, doc) => (doc.kode_member ? `${doc.nama_customer} (${doc.kode_member})` : doc.nama_customer),
  },
  { key: 'sales', title: 'Sales', dataIndex: 'kode_sales' },
  { key: 'isi', title: 'Barang', render: (_v, doc) => penjualanIsi(doc) },
  { key: 'total', title: 'Total', align: 'right', render: (_v, doc) => formatRupiah(doc.total) },
  {
    key: 'bayar',
    title: 'Pembayaran',
    render: (_v, doc) => penjualanBayar(doc).map((line) => <div key={line}>{line}</div>),
  },
  { key: 'input', title: 'Kasir', dataIndex: 'input_by' },
  { key: 'status', title: 'Status', render: (_v, doc) => <TransaksiStatusTag doc={doc} /> },
];
