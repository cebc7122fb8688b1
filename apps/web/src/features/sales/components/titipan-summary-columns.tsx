import { gramsToMilligrams, pembayaranPenjualan, type TitipanDoc } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import {
  customerColumn,
  noTanggalCell,
  rupiahColumn,
  secondary,
} from '../../../components/counter/counter-columns';
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

export function isiCell(doc: Pick<TitipanDoc, 'items'>) {
  const isi = titipanIsi(doc);
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      {isi.pcs}
      {secondary(isi.gram)}
    </div>
  );
}

/** The amounts of a deposit in the lists that find one to collect or look back on. */
export const titipanAmountColumns: TableColumnsType<TitipanDoc> = [
  rupiahColumn('total', 'Total (Rp)', (doc) => doc.total),
  rupiahColumn('dp', 'DP (Rp)', (doc) => doc.dp),
  rupiahColumn('sisa', 'Sisa (Rp)', (doc) => doc.sisa, true),
];

/** The columns of the validation list: the deposits of the business day awaiting a supervisor. */
export const titipanSummaryColumns: TableColumnsType<TitipanDoc> = [
  // Deposits wait for validation within their business day (closing refuses otherwise): the time says enough.
  { key: 'no', title: 'No Titip / Jam', render: (_v, doc) => noTitipCell(doc, false) },
  customerColumn(),
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
  rupiahColumn('total', 'Total (Rp)', (doc) => doc.total),
  rupiahColumn('dp', 'DP (Rp)', (doc) => doc.dp, true),
  {
    key: 'bayar',
    title: 'Pembayaran DP',
    // A deposit's DP is paid like a sale, without a deposit of its own to credit.
    render: (_v, doc) => (
      <PembayaranLines lines={pembayaranPenjualan({ ...doc, no_titip: '', titipan_rp: 0 })} />
    ),
  },
];
