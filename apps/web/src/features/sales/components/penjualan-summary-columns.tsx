import { gramsToMilligrams, type PenjualanDoc, pembayaranPenjualan } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { PembayaranLines } from '../../../components/pembayaran/pembayaran-lines';
import { TransaksiStatusTag } from '../../../components/status/transaksi-status-tag';
import { StackedCell } from '../../../components/transaksi-list/stacked-cell';
import { formatGrams, formatNumber, formatRupiah } from '../../../lib/format';

/** Pieces and exact grams of a sale's lines that were not cancelled. */
export function penjualanIsi(doc: Pick<PenjualanDoc, 'items'>): { pcs: string; gram: string } {
  const kept = doc.items.filter((line) => line.status === 'OK');
  const mg = kept.reduce((sum, line) => sum + gramsToMilligrams(line.berat), 0);
  return { pcs: `${formatNumber(kept.length)} pcs`, gram: `${formatGrams(mg)} gr` };
}

/** The columns the validation and cancellation lists share: one row per customer visit of the business day. */
export const penjualanSummaryColumns: TableColumnsType<PenjualanDoc> = [
  {
    key: 'no',
    title: 'No Nota / Jam',
    // Both lists hold the business day's sales only: the time says enough.
    render: (_v, doc) => <StackedCell main={doc.no_faktur_group} sub={doc.jam} />,
  },
  {
    key: 'customer',
    title: 'Customer',
    render: (_v, doc) => (
      <div style={{ maxWidth: 180 }}>
        {doc.kode_member ? `${doc.nama_customer} (${doc.kode_member})` : doc.nama_customer}
      </div>
    ),
  },
  {
    key: 'sales',
    title: 'Sales / Kasir',
    render: (_v, doc) => <StackedCell main={doc.kode_sales} sub={doc.input_by} />,
  },
  {
    key: 'total',
    title: 'Total / Barang',
    align: 'right',
    render: (_v, doc) => {
      const isi = penjualanIsi(doc);
      return (
        <StackedCell main={<strong>{formatRupiah(doc.total)}</strong>} sub={`${isi.pcs} · ${isi.gram}`} />
      );
    },
  },
  {
    key: 'bayar',
    title: 'Pembayaran',
    render: (_v, doc) => <PembayaranLines lines={pembayaranPenjualan(doc)} />,
  },
  { key: 'status', title: 'Status', render: (_v, doc) => <TransaksiStatusTag doc={doc} vertical /> },
];
