import { gramsToMilligrams, pembayaranPenjualan, type TitipanDoc } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { customerCell, noTanggalCell, secondary } from '../../../components/counter/counter-columns';
import { PembayaranLines } from '../../../components/pembayaran/pembayaran-lines';
import { formatGrams, formatNumber } from '../../../lib/format';

/** Pieces and exact grams of a deposit. */
export function titipanIsi(doc: Pick<TitipanDoc, 'items'>): { pcs: string; gram: string } {
  const mg = doc.items.reduce((sum, line) => sum + gramsToMilligrams(line.berat), 0);
  return { pcs: `${formatNumber(doc.items.length)} pcs`, gram: `${formatGrams(mg)} gr` };
}

/*
 * The lists sit beside the 260 px sidebar on a 1366 px screen: cells stack their parts
 * and long names wrap, so every column stays in sight without scrolling.
 */

/** The deposit's number over its business date (when the list spans days) and time. */
export function noTitipCell(doc: Pick<TitipanDoc, 'no_titip' | 'tgl_system' | 'jam'>, withDate = true) {
  return noTanggalCell(doc.no_titip, doc, withDate);
}

/** The customer's name, then the member code and phone when there are any. */
export { customerCell };

export function isiCell(doc: Pick<TitipanDoc, 'items'>) {
  const isi = titipanIsi(doc);
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      {isi.pcs}
      {secondary(isi.gram)}
    </div>
  );
}

export const rupiahCell = (value: number) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatNumber(value)}</span>
);

/** The columns of the validation list: the deposits of the business day awaiting a supervisor. */
export const titipanSummaryColumns: TableColumnsType<TitipanDoc> = [
  // Deposits wait for validation within their business day (closing refuses otherwise): the time says enough.
  { key: 'no', title: 'No Titip / Jam', render: (_v, doc) => noTitipCell(doc, false) },
  { key: 'customer', title: 'Customer', render: (_v, doc) => customerCell(doc) },
  {
    key: 'sales',
    title: 'Sales / Kasir',
    render: (_v, doc) => (
      <>
        {doc.kode_sales}
        {secondary(doc.input_by)}
      </>
    ),
  },
  { key: 'isi', title: 'Barang', render: (_v, doc) => isiCell(doc) },
  { key: 'total', title: 'Total (Rp)', align: 'right', render: (_v, doc) => rupiahCell(doc.total) },
  { key: 'dp', title: 'DP (Rp)', align: 'right', render: (_v, doc) => <strong>{rupiahCell(doc.dp)}</strong> },
  {
    key: 'bayar',
    title: 'Pembayaran DP',
    // A deposit's DP is paid like a sale, without a deposit of its own to credit.
    render: (_v, doc) => (
      <PembayaranLines lines={pembayaranPenjualan({ ...doc, no_titip: '', titipan_rp: 0 })} />
    ),
  },
];
