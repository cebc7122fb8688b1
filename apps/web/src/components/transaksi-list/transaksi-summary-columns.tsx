import { gramsToMilligrams, type NotaAmount } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { formatGrams, formatNumber } from '../../lib/format';
import { RupiahCell } from '../data-table/rupiah-cell';
import { PembayaranLines } from '../pembayaran/pembayaran-lines';
import { type TransaksiStatus, TransaksiStatusTag } from '../status/transaksi-status-tag';
import { StackedCell } from './stacked-cell';

/** What a counter document (a sale, a buyback) shows in a one-row-per-visit list. */
export interface TransaksiSummaryDoc {
  no_faktur_group: string;
  jam: string;
  nama_customer: string;
  kode_member: string;
  kode_sales: string;
  input_by: string;
  total: number;
  items: readonly { status: string; berat: number }[];
}

/** Pieces and exact grams of a document's lines that were not cancelled. */
export function transaksiIsi(doc: Pick<TransaksiSummaryDoc, 'items'>): { pcs: string; gram: string } {
  const kept = doc.items.filter((line) => line.status === 'OK');
  const mg = kept.reduce((sum, line) => sum + gramsToMilligrams(line.berat), 0);
  return { pcs: `${formatNumber(kept.length)} pcs`, gram: `${formatGrams(mg)} gr` };
}

/**
 * The columns the validation and cancellation lists of sales and buybacks share: one row
 * per customer visit of the business day; `pembayaran` reads the document's payment lines.
 */
export function transaksiSummaryColumns<D extends TransaksiSummaryDoc & TransaksiStatus>(
  pembayaran: (doc: D) => readonly NotaAmount[],
): TableColumnsType<D> {
  return [
    {
      key: 'no',
      title: 'No Nota / Jam',
      // These lists hold the business day's documents only: the time says enough.
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
        const isi = transaksiIsi(doc);
        return (
          <StackedCell
            main={
              <strong>
                <RupiahCell value={doc.total} />
              </strong>
            }
            sub={`${isi.pcs} · ${isi.gram}`}
          />
        );
      },
    },
    {
      key: 'bayar',
      title: 'Pembayaran',
      render: (_v, doc) => <PembayaranLines lines={pembayaran(doc)} />,
    },
    { key: 'status', title: 'Status', render: (_v, doc) => <TransaksiStatusTag doc={doc} vertical /> },
  ];
}
