import { gramsToMilligrams, type PenjualanDoc, pembayaranPenjualan } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { PembayaranLines } from '../../../components/pembayaran/pembayaran-lines';
import { TransaksiStatusTag } from '../../../components/status/transaksi-status-tag';
import { formatGrams, formatNumber, formatRupiah } from '../../../lib/format';

/** Pieces and exact grams of a sale's lines that were not cancelled. */
export function penjualanIsi(doc: Pick<PenjualanDoc, 'items'>): string {
  const kept = doc.items.filter((line) => line.status === 'OK');
  const mg = kept.reduce((sum, line) => sum + gramsToMilligrams(line.berat), 0);
  return `${formatNumber(kept.length)} pcs / ${formatGrams(mg)} gr`;
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
    render: (_v, doc) => <PembayaranLines lines={pembayaranPenjualan(doc)} />,
  },
  { key: 'input', title: 'Kasir', dataIndex: 'input_by' },
  { key: 'status', title: 'Status', render: (_v, doc) => <TransaksiStatusTag doc={doc} /> },
];
