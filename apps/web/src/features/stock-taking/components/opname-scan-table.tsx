import { Table, type TableColumnsType, Tag } from 'antd';
import { formatBerat } from '../../../lib/format';
import type { ScanRow } from './use-opname-scan';

const columns: TableColumnsType<ScanRow> = [
  { title: 'Barcode', dataIndex: 'kode_barcode', width: 110 },
  {
    title: 'Nama Barang',
    dataIndex: 'nama_barang',
    render: (value, row) => (row.pending ? 'Menyimpan...' : value),
  },
  {
    title: 'Berat Timbang',
    dataIndex: 'berat_scan',
    align: 'right',
    render: (value: number | null | undefined) =>
      value === null || value === undefined ? '-' : formatBerat(value),
  },
  {
    title: 'Keterangan',
    key: 'status',
    render: (_, row) => {
      if (row.pending) return <Tag>Menyimpan</Tag>;
      if (row.terdaftar) return <Tag color="success">Sesuai</Tag>;
      return (
        <Tag color="warning">
          Bukan Di Sini: Baki {row.kode_baki} ({row.kode_gudang})
        </Tag>
      );
    },
  },
];

/** The newest scans, each saying whether the piece belongs to the place counted; never what is missing. */
export function OpnameScanTable({ rows, loading }: { rows: ScanRow[]; loading: boolean }) {
  return (
    <Table<ScanRow>
      size="small"
      rowKey="kode_barcode"
      columns={columns}
      dataSource={rows}
      pagination={false}
      loading={loading}
      data-testid="opname-scanned"
      locale={{ emptyText: 'Belum ada barang yang discan' }}
    />
  );
}
