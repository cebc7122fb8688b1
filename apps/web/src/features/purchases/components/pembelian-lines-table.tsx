import { type PembelianLine, TEXTS } from '@toko/shared';
import { Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { formatBerat, formatNumber } from '../../../lib/format';

const rupiah = (value: number) => formatNumber(value);

/** A value with a smaller line under it, kept on one line each so the columns stay narrow. */
const twoLines = (main: ReactNode, below: string | undefined) => (
  <div style={{ whiteSpace: 'nowrap' }}>
    {main}
    {below && (
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {below}
      </Typography.Text>
    )}
  </div>
);

const columns: TableColumnsType<PembelianLine> = [
  { key: 'no_faktur_beli', title: 'No Faktur Beli', dataIndex: 'no_faktur_beli' },
  {
    key: 'kode_barcode',
    title: 'Barcode',
    // A piece bought without receipt gets its barcode when the buyback is validated.
    render: (_value, line) =>
      twoLines(
        line.kode_barcode || <Tag color="purple">TANPA BARCODE</Tag>,
        line.no_faktur_jual ? `nota ${line.no_faktur_jual}` : undefined,
      ),
  },
  {
    key: 'nama_barang',
    title: 'Nama Barang',
    render: (_value, line) =>
      twoLines(
        line.nama_barang,
        `${line.kode_group} · ${line.kode_dept}${line.kadar_cetak ? ` · ${line.kadar_cetak}` : ''}`,
      ),
  },
  { key: 'kondisi', title: 'Kondisi', dataIndex: 'kode_kondisi' },
  {
    key: 'berat',
    title: 'Berat (gr)',
    align: 'right',
    render: (_value, line) =>
      twoLines(
        formatBerat(line.berat),
        line.no_faktur_jual ? `nota ${formatBerat(line.berat_nota)}` : undefined,
      ),
  },
  {
    key: 'harga_nota',
    title: 'Harga Nota',
    dataIndex: 'harga_nota',
    align: 'right',
    render: (value: number, line) => (line.no_faktur_jual ? rupiah(value) : '-'),
  },
  { key: 'potongan', title: 'Potongan', dataIndex: 'potongan', align: 'right', render: rupiah },
  { key: 'harga_system', title: 'Harga Sistem', dataIndex: 'harga_system', align: 'right', render: rupiah },
  {
    key: 'harga',
    title: 'Harga Beli',
    align: 'right',
    render: (_value, line) =>
      twoLines(<strong>{rupiah(line.harga)}</strong>, `${rupiah(line.harga_rata)} / gr`),
  },
  {
    key: 'tempat',
    title: 'Gudang / Baki',
    render: (_value, line) => (line.kode_gudang ? `${line.kode_gudang} / ${line.kode_baki}` : '-'),
  },
  {
    key: 'status',
    title: 'Status',
    dataIndex: 'status',
    render: (value: PembelianLine['status']) =>
      value === 'CANC' ? <Tag color="red">Batal</Tag> : <Tag color="blue">Dibeli</Tag>,
  },
];

/** Columns of the pricing detail, left out of the compact list under a buyback's row. */
const DETAIL = new Set(['no_faktur_beli', 'harga_nota', 'potongan', 'harga_system', 'tempat']);

export interface PembelianLinesTableProps {
  items: PembelianLine[];
  /** Only what identifies each piece and its price (the row under a buyback in a list). */
  compact?: boolean;
  'data-testid'?: string;
}

/** The pieces of one buyback: the receipt each came with, its condition and what the shop paid. */
export function PembelianLinesTable({ items, compact, ...rest }: PembelianLinesTableProps) {
  const shown = compact ? columns.filter((column) => !DETAIL.has(String(column.key))) : columns;
  return (
    <Table<PembelianLine>
      data-testid={rest['data-testid']}
      size="small"
      rowKey="no_faktur_beli"
      columns={shown}
      dataSource={items}
      pagination={false}
      locale={{ emptyText: TEXTS.noData }}
      {...FIT_TO_WIDTH}
    />
  );
}
