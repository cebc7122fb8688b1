import { type PesananDoc, pembayaranService, type StatusPesanan, TEXTS } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import {
  customerCell,
  dpSisaCell,
  noTanggalCell,
  StatusTag,
  secondary,
  statusColumn,
} from '../../../components/counter/counter-columns';
import { PembayaranLines } from '../../../components/pembayaran/pembayaran-lines';
import { ValidasiTag } from '../../../components/status/validasi-tag';
import { formatBerat, formatNumber, formatTanggal } from '../../../lib/format';

/** An order's state as staff name it. */
export const PESANAN_STATUS_LABELS: Record<StatusPesanan, string> = TEXTS.status.pesanan;

const COLORS: Record<StatusPesanan, string> = { OPEN: 'blue', DONE: 'cyan', FINISH: 'green', CLOSE: 'red' };

export function PesananStatusTag({ doc }: { doc: Pick<PesananDoc, 'status'> }) {
  return <StatusTag status={doc.status} labels={PESANAN_STATUS_LABELS} colors={COLORS} />;
}

/** Whether a supervisor validated the order (its DP in the cash book). */
export function PesananValidTag({ doc }: { doc: Pick<PesananDoc, 'status_valid'> }) {
  return <ValidasiTag statusValid={doc.status_valid} />;
}

/** What is ordered: the description over kategori, jenis, kadar, the estimated weight and finish date. */
function pesananCell(doc: PesananDoc) {
  return (
    <div style={{ maxWidth: 230 }}>
      {doc.deskripsi}
      {secondary(`${doc.kode_group} / ${doc.kode_dept} · ${doc.kadar}% · ${formatBerat(doc.berat)} gr`)}
      {secondary(`Selesai ${formatTanggal(doc.tgl_selesai)}`)}
    </div>
  );
}

/** The columns the order lists share: number, customer, what is ordered, money. */
export const pesananColumns: TableColumnsType<PesananDoc> = [
  { key: 'no', title: 'No Pesanan / Tanggal', render: (_v, doc) => noTanggalCell(doc.no_pesanan, doc) },
  { key: 'customer', title: 'Customer', render: (_v, doc) => customerCell(doc) },
  { key: 'pesanan', title: 'Pesanan', render: (_v, doc) => pesananCell(doc) },
  // The estimate, the DP and the estimated rest, stacked: the state beside them stays in sight on a laptop.
  {
    key: 'harga',
    title: 'Estimasi (Rp)',
    align: 'right',
    render: (_v, doc) => dpSisaCell(formatNumber(doc.total), doc),
  },
];

/**
 * The list's columns: the state and validation, over the made piece and the sale that
 * collected it (one column, so the state stays in sight beside the actions on a laptop).
 */
export const pesananListColumns: TableColumnsType<PesananDoc> = [
  ...pesananColumns,
  statusColumn<PesananDoc>('Status / Validasi', (doc) => (
    <>
      <PesananStatusTag doc={doc} />
      <PesananValidTag doc={doc} />
      {doc.kode_barcode && secondary(`Barcode ${doc.kode_barcode}`)}
      {doc.no_faktur_group && secondary(doc.no_faktur_group)}
    </>
  )),
];

/** The validation list: the DP and how it was paid. */
export const pesananValidasiColumns: TableColumnsType<PesananDoc> = [
  ...pesananColumns,
  {
    key: 'bayar',
    title: 'Pembayaran DP',
    render: (_v, doc) => <PembayaranLines lines={pembayaranService(doc)} />,
  },
];
