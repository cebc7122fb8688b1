import {
  jumlahBarang,
  pembayaranService,
  type ServiceDoc,
  type ServiceLine,
  type StatusService,
  TEXTS,
} from '@toko/shared';
import { Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { RupiahCell } from '../../../components/data-table/rupiah-cell';
import { savedPhotoColumn } from '../../../components/form/item-list-columns';
import { PembayaranLines } from '../../../components/pembayaran/pembayaran-lines';
import { ValidasiTag } from '../../../components/status/validasi-tag';
import { formatBerat, formatNumber, formatTanggal } from '../../../lib/format';
import { totalBerat } from './service-items';

/** A repair's state as staff name it. */
export const SERVICE_STATUS_LABELS: Record<StatusService, string> = TEXTS.status.service;

const COLORS: Record<StatusService, string> = { OPEN: 'blue', DONE: 'cyan', CLOS: 'green', CANC: 'red' };

export function ServiceStatusTag({ doc }: { doc: Pick<ServiceDoc, 'status'> }) {
  return <Tag color={COLORS[doc.status]}>{SERVICE_STATUS_LABELS[doc.status]}</Tag>;
}

/** Whether a supervisor validated the service (its DP in the cash book). */
export function ServiceValidTag({ doc }: { doc: Pick<ServiceDoc, 'status_valid'> }) {
  return <ValidasiTag statusValid={doc.status_valid} />;
}

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, whiteSpace: 'nowrap' }}>
    {text}
  </Typography.Text>
);

const rupiahCell = (value: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatNumber(value)}</span>;

/** The service's number over its business date and time. */
export function noServiceCell(doc: ServiceDoc, withDate = true) {
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      {doc.no_service}
      {withDate && secondary(formatTanggal(doc.tgl_system))}
      {secondary(doc.jam)}
    </div>
  );
}

export function customerCell(doc: ServiceDoc) {
  const detail = [doc.kode_member, doc.no_hp].filter(Boolean).join(' · ');
  return (
    <div style={{ maxWidth: 170 }}>
      {doc.nama_customer}
      {detail && secondary(detail)}
    </div>
  );
}

function isiCell(doc: ServiceDoc) {
  return (
    <div style={{ maxWidth: 200 }}>
      {doc.items.map((line) => line.nama_barang).join(', ')}
      {secondary(
        `${formatNumber(jumlahBarang(doc.items))} barang · ${formatBerat(totalBerat(doc.items))} gr`,
      )}
    </div>
  );
}

/** The columns the service lists share: number, customer, pieces, tukang and estimate, money. */
export const serviceColumns: TableColumnsType<ServiceDoc> = [
  { key: 'no', title: 'No Service / Tanggal', render: (_v, doc) => noServiceCell(doc) },
  { key: 'customer', title: 'Customer', render: (_v, doc) => customerCell(doc) },
  { key: 'isi', title: 'Barang', render: (_v, doc) => isiCell(doc) },
  {
    key: 'tukang',
    title: 'Tukang / Estimasi',
    render: (_v, doc) => (
      <div style={{ whiteSpace: 'nowrap' }}>
        {doc.kode_tukang}
        {secondary(formatTanggal(doc.tgl_selesai_estimasi))}
      </div>
    ),
  },
  {
    key: 'ongkos',
    title: 'Ongkos (Rp)',
    align: 'right',
    // Stacked (ongkos, DP, what is left): the state beside them stays in sight on a laptop.
    render: (_v, doc) => (
      <div style={{ whiteSpace: 'nowrap' }}>
        {rupiahCell(doc.ongkos)}
        {secondary(`DP ${formatNumber(doc.dp)}`)}
        {secondary(`Sisa ${formatNumber(doc.sisa)}`)}
      </div>
    ),
  },
];

/** The list's columns with the state and validation. */
export const serviceListColumns: TableColumnsType<ServiceDoc> = [
  ...serviceColumns,
  {
    key: 'status',
    title: 'Status / Validasi',
    render: (_v, doc) => (
      <Space size={2} vertical>
        <ServiceStatusTag doc={doc} />
        <ServiceValidTag doc={doc} />
      </Space>
    ),
  },
];

/** The validation list: the DP and how it was paid. */
export const serviceValidasiColumns: TableColumnsType<ServiceDoc> = [
  // The supervisor checks the DP and how it was paid, which then fits in sight.
  ...serviceColumns.filter((column) => column.key !== 'tukang'),
  {
    key: 'bayar',
    title: 'Pembayaran DP',
    render: (_v, doc) => <PembayaranLines lines={pembayaranService(doc)} />,
  },
];

/** The pieces of one service: as taken in, and their weight after the repair once finished. */
export function ServiceLinesTable({ items, ...rest }: { items: ServiceLine[]; 'data-testid'?: string }) {
  const columns: TableColumnsType<ServiceLine> = [
    { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
    { key: 'jumlah', title: 'Jumlah', dataIndex: 'jumlah', align: 'right' },
    { key: 'kadar', title: 'Kadar', dataIndex: 'kadar' },
    { key: 'kerusakan', title: 'Kerusakan', dataIndex: 'kerusakan' },
    { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_v, line) => formatBerat(line.berat) },
    {
      key: 'berat_selesai',
      title: 'Berat Selesai (gr)',
      align: 'right',
      render: (_v, line) => formatBerat(line.berat_selesai),
    },
    {
      key: 'ongkos',
      title: 'Ongkos (Rp)',
      align: 'right',
      render: (_v, line) => <RupiahCell value={line.ongkos} />,
    },
    savedPhotoColumn<ServiceLine>(),
  ];
  return (
    <Table<ServiceLine>
      data-testid={rest['data-testid']}
      size="small"
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={items}
    />
  );
}
