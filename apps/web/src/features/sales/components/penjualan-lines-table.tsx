import { type PenjualanLine, TEXTS } from '@toko/shared';
import { Table, type TableColumnsType, Tag } from 'antd';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { formatBerat, formatNumber } from '../../../lib/format';

const rupiah = (value: number) => formatNumber(value);

const columns: TableColumnsType<PenjualanLine> = [
  { key: 'no_faktur_jual', title: 'No Faktur Jual', dataIndex: 'no_faktur_jual' },
  { key: 'kode_barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
  { key: 'nama_barang', title: 'Nama Barang', dataIndex: 'nama_barang' },
  {
    key: 'group',
    title: 'Group / Jenis',
    render: (_value, line) => `${line.kode_group} / ${line.kode_dept}`,
  },
  { key: 'kadar_cetak', title: 'Kadar', dataIndex: 'kadar_cetak', render: (value: string) => value || '-' },
  {
    key: 'tempat',
    title: 'Gudang / Baki',
    render: (_value, line) => `${line.kode_gudang} / ${line.kode_baki}`,
  },
  { key: 'berat', title: 'Berat (gr)', dataIndex: 'berat', align: 'right', render: formatBerat },
  { key: 'harga_gram', title: 'Harga / gr', dataIndex: 'harga_gram', align: 'right', render: rupiah },
  { key: 'ongkos', title: 'Ongkos', dataIndex: 'ongkos', align: 'right', render: rupiah },
  { key: 'harga_jual', title: 'Harga Jual', dataIndex: 'harga_jual', align: 'right', render: rupiah },
  {
    key: 'status',
    title: 'Status',
    dataIndex: 'status',
    render: (value: PenjualanLine['status']) =>
      value === 'CANC' ? <Tag color="red">Batal</Tag> : <Tag color="blue">Terjual</Tag>,
  },
];

const atributColumn: TableColumnsType<PenjualanLine>[number] = {
  key: 'harga_atribut',
  title: 'Atribut',
  dataIndex: 'harga_atribut',
  align: 'right',
  render: rupiah,
};

/** Columns of the pricing detail, left out of the compact list under a sale's row. */
const PRICING = new Set(['no_faktur_jual', 'tempat', 'harga_gram', 'ongkos', 'harga_atribut']);

export interface PenjualanLinesTableProps {
  items: PenjualanLine[];
  /** Only what identifies each piece and its price (the row under a sale in a list). */
  compact?: boolean;
  'data-testid'?: string;
}

/** The pieces of one sale, with what each was priced at (stones only when a piece has them). */
export function PenjualanLinesTable({ items, compact, ...rest }: PenjualanLinesTableProps) {
  const withAtribut = items.some((item) => item.harga_atribut > 0);
  const full = withAtribut ? [...columns.slice(0, -2), atributColumn, ...columns.slice(-2)] : columns;
  const shown = compact ? full.filter((column) => !PRICING.has(String(column.key))) : full;
  return (
    <Table<PenjualanLine>
      data-testid={rest['data-testid']}
      size="small"
      rowKey="no_faktur_jual"
      columns={shown}
      dataSource={items}
      pagination={false}
      locale={{ emptyText: TEXTS.noData }}
      {...FIT_TO_WIDTH}
    />
  );
}
