import { PrinterOutlined } from '@ant-design/icons';
import { type HutangBayarDoc, TEXTS } from '@toko/shared';
import { Button, Space, Table, type TableColumnsType, Typography } from 'antd';
import { ValidasiTag } from '../../../components/status/validasi-tag';
import { formatNumber, formatTanggal } from '../../../lib/format';

function metode(row: HutangBayarDoc): string {
  const parts = [
    row.cash_rp > 0 ? `Cash ${formatNumber(row.cash_rp)}` : '',
    row.transfer_rp > 0 ? `Transfer ${formatNumber(row.transfer_rp)} (${row.no_rekening})` : '',
    row.kembalian > 0 ? `Kembali ${formatNumber(row.kembalian)}` : '',
  ].filter(Boolean);
  return parts.join(' · ') || '-';
}

function pembayaranColumns(onCetak: (row: HutangBayarDoc) => void): TableColumnsType<HutangBayarDoc> {
  return [
    ...PEMBAYARAN_COLUMNS,
    {
      key: 'cetak',
      title: 'Nota',
      render: (_v, row) => (
        <Button
          size="small"
          icon={<PrinterOutlined />}
          onClick={() => onCetak(row)}
          data-testid={`cetak-bayar-${row.no_bayar}`}
        >
          Cetak
        </Button>
      ),
    },
  ];
}

const PEMBAYARAN_COLUMNS: TableColumnsType<HutangBayarDoc> = [
  {
    key: 'no',
    title: 'No Bayar / Tanggal',
    render: (_v, row) => (
      <div style={{ whiteSpace: 'nowrap' }}>
        {row.no_bayar}
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {formatTanggal(row.tgl_system)} {row.jam}
        </Typography.Text>
      </div>
    ),
  },
  { key: 'jenis', title: 'Jenis', render: (_v, row) => TEXTS.status.bayarHutang[row.jenis] },
  {
    key: 'hari',
    title: 'Hari',
    align: 'right',
    render: (_v, row) =>
      row.hari_dihitung === row.hari
        ? formatNumber(row.hari)
        : `${formatNumber(row.hari)} (dihitung ${formatNumber(row.hari_dihitung)})`,
  },
  { key: 'bunga', title: 'Bunga', align: 'right', render: (_v, row) => formatNumber(row.bunga) },
  { key: 'pokok', title: 'Pokok', align: 'right', render: (_v, row) => formatNumber(row.pokok) },
  { key: 'total', title: 'Total', align: 'right', render: (_v, row) => formatNumber(row.total) },
  { key: 'metode', title: 'Pembayaran', render: (_v, row) => metode(row) },
  {
    key: 'status',
    title: 'Status',
    render: (_v, row) => (
      <Space size={2} vertical>
        {row.status === 'BATAL' ? <Typography.Text type="danger">Batal</Typography.Text> : 'OK'}
        <ValidasiTag statusValid={row.status_valid} />
      </Space>
    ),
  },
];

/** The payments of one loan (interest, redemption, renewal), each with its slip to print again. */
export function HutangBayarTable({
  pembayaran,
  onCetak,
}: {
  pembayaran: HutangBayarDoc[];
  onCetak: (row: HutangBayarDoc) => void;
}) {
  return (
    <Table<HutangBayarDoc>
      data-testid="hutang-detail-bayar"
      size="small"
      rowKey="no_bayar"
      pagination={false}
      columns={pembayaranColumns(onCetak)}
      dataSource={pembayaran}
      locale={{ emptyText: 'Belum ada pembayaran' }}
    />
  );
}
