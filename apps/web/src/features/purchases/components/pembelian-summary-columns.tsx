import { gramsToMilligrams, type PembelianDoc, pembayaranPembelian } from '@toko/shared';
import { type TableColumnsType, Typography } from 'antd';
import { PembayaranLines } from '../../../components/pembayaran/pembayaran-lines';
import { TransaksiStatusTag } from '../../../components/status/transaksi-status-tag';
import { formatGrams, formatNumber, formatRupiah } from '../../../lib/format';

/** Pieces and exact grams of a buyback's lines that were not cancelled. */
export function pembelianIsi(doc: Pick<PembelianDoc, 'items'>): string {
  const kept = doc.items.filter((line) => line.status === 'OK');
  const mg = kept.reduce((sum, line) => sum + gramsToMilligrams(line.berat), 0);
  return `${formatNumber(kept.length)} pcs / ${formatGrams(mg)} gr`;
}

/** The columns the validation and cancellation lists share: one row per customer visit of the business day. */
export const pembelianSummaryColumns: TableColumnsType<PembelianDoc> = [
  {
    key: 'no',
    title: 'No Nota / Jam',
    // Both lists hold the business day's buybacks only: the time says enough.
    render: (_v, doc) => (
      <div style={{ whiteSpace: 'nowrap' }}>
        {doc.no_faktur_group}
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {doc.jam}
        </Typography.Text>
      </div>
    ),
  },
  {
    key: 'customer',
    title: 'Customer',
    render: (_v, doc) => (doc.kode_member ? `${doc.nama_customer} (${doc.kode_member})` : doc.nama_customer),
  },
  { key: 'sales', title: 'Sales', dataIndex: 'kode_sales' },
  { key: 'isi', title: 'Barang', render: (_v, doc) => pembelianIsi(doc) },
  { key: 'total', title: 'Total', align: 'right', render: (_v, doc) => formatRupiah(doc.total) },
  {
    key: 'bayar',
    title: 'Pembayaran',
    render: (_v, doc) => <PembayaranLines lines={pembayaranPembelian(doc)} />,
  },
  { key: 'input', title: 'Kasir', dataIndex: 'input_by' },
  { key: 'status', title: 'Status', render: (_v, doc) => <TransaksiStatusTag doc={doc} vertical /> },
];
