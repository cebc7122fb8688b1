import { type PesananDoc, pembayaranService, type StatusPesanan, TEXTS } from '@toko/shared';
import { Space, type TableColumnsType, Tag, Typography } from 'antd';
import { PembayaranLines } from '../../../components/pembayaran/pembayaran-lines';
import { ValidasiTag } from '../../../components/status/validasi-tag';
import { formatBerat, formatNumber, formatTanggal } from '../../../lib/format';

/** An order's state as staff name it. */
export const PESANAN_STATUS_LABELS: Record<StatusPesanan, string> = TEXTS.status.pesanan;

const COLORS: Record<StatusPesanan, string> = { OPEN: 'blue', DONE: 'cyan', FINISH: 'green', CLOSE: 'red' };

export function PesananStatusTag({ doc }: { doc: Pick<PesananDoc, 'status'> }) {
  return <Tag color={COLORS[doc.status]}>{PESANAN_STATUS_LABELS[doc.status]}</Tag>;
}

/** Whether a supervisor validated the order (its DP in the cash book). */
export function PesananValidTag({ doc }: { doc: Pick<PesananDoc, 'status_valid'> }) {
  return <ValidasiTag statusValid={doc.status_valid} />;
}

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, whiteSpace: 'nowrap' }}>
    {text}
  </Typography.Text>
);

function noPesananCell(doc: PesananDoc) {
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      {doc.no_pesanan}
      {secondary(formatTanggal(doc.tgl_system))}
      {secondary(doc.jam)}
    </div>
  );
}

function customerCell(doc: PesananDoc) {
  const detail = [doc.kode_member, doc.no_hp].filter(Boolean).join(' · ');
  return (
    <div style={{ maxWidth: 170 }}>
      {doc.nama_customer}
      {detail && secondary(detail)}
    </div>
  );
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

/** The estimate, the DP and the estimated rest, stacked: the state beside them stays in sight on a laptop. */
function hargaCell(doc: PesananDoc) {
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      {formatNumber(doc.total)}
      {secondary(`DP ${formatNumber(doc.dp)}`)}
      {secondary(`Sisa ${formatNumber(doc.sisa)}`)}
    </div>
  );
}

/** The columns the order lists share: number, customer, what is ordered, money. */
export const pesananColumns: TableColumnsType<PesananDoc> = [
  { key: 'no', title: 'No Pesanan / Tanggal', render: (_v, doc) => noPesananCell(doc) },
  { key: 'customer', title: 'Customer', render: (_v, doc) => customerCell(doc) },
  { key: 'pesanan', title: 'Pesanan', render: (_v, doc) => pesananCell(doc) },
  { key: 'harga', title: 'Estimasi (Rp)', align: 'right', render: (_v, doc) => hargaCell(doc) },
];

/**
 * The list's columns: the state and validation, over the made piece and the sale that
 * collected it (one column, so the state stays in sight beside the actions on a laptop).
 */
export const pesananListColumns: TableColumnsType<PesananDoc> = [
  ...pesananColumns,
  {
    key: 'status',
    title: 'Status / Validasi',
    render: (_v, doc) => (
      <Space size={2} vertical>
        <PesananStatusTag doc={doc} />
        <PesananValidTag doc={doc} />
        {doc.kode_barcode && secondary(`Barcode ${doc.kode_barcode}`)}
        {doc.no_faktur_group && secondary(doc.no_faktur_group)}
      </Space>
    ),
  },
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
