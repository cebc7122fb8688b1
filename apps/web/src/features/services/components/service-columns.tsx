import {
  jumlahBarang,
  pembayaranService,
  type ServiceDoc,
  type ServiceLine,
  type StatusService,
  TEXTS,
} from '@toko/shared';
import { Table, type TableColumnsType } from 'antd';
import {
  customerCell,
  dpSisaCell,
  noTanggalCell,
  rupiahCell,
  StatusTag,
  secondary,
  statusColumn,
} from '../../../components/counter/counter-columns';
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
  return <StatusTag status={doc.status} labels={SERVICE_STATUS_LABELS} colors={COLORS} />;
}

/** Whether a supervisor validated the service (its DP in the cash book). */
export function ServiceValidTag({ doc }: { doc: Pick<ServiceDoc, 'status_valid'> }) {
  return <ValidasiTag statusValid={doc.status_valid} />;
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
  { key: 'no', title: 'No Service / Tanggal', render: (_v, doc) => noTanggalCell(doc.no_service, doc) },
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
    render: (_v, doc) => dpSisaCell(rupiahCell(doc.ongkos), doc),
  },
];

/** The list's columns with the state and validation. */
export const serviceListColumns: TableColumnsType<ServiceDoc> = [
  ...serviceColumns,
  statusColumn<ServiceDoc>('Status / Validasi', (doc) => (
    <>
      <ServiceStatusTag doc={doc} />
      <ServiceValidTag doc={doc} />
    </>
  )),
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
