import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { formatGrams } from '@toko/shared';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatBerat, formatNumber } from '../../lib/format';
import { RupiahInput } from '../form/rupiah-input';
import { kondisiCut, otorisasiNotes, type PembelianCartLine, type PricedLine } from './pembelian-cart';

/** A line of the buyback with how it is priced under today's rules. */
export type PembelianCartRow = PembelianCartLine & { priced: PricedLine };

export interface PembelianCartLineActions {
  onHarga: (key: string, harga: number) => void;
  onEdit: (line: PembelianCartLine) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
}

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
    {text}
  </Typography.Text>
);

/** A figure on one line with its small print below. */
const withNote = (main: ReactNode, note: ReactNode) => (
  <div style={{ whiteSpace: 'nowrap' }}>
    {main}
    {note}
  </div>
);

/** What the piece is and how the system prices it: read only. */
const PRICING_COLUMNS: TableColumnsType<PembelianCartRow> = [
  { key: 'no', title: 'No', width: 40, render: (_v, _r, index) => index + 1 },
  {
    key: 'barcode',
    title: 'Barcode / Nota',
    render: (_v, line) =>
      line.nota ? (
        withNote(line.nota.kode_barcode, secondary(line.nota.no_faktur_jual))
      ) : (
        <Tag color="purple">TANPA BARCODE</Tag>
      ),
  },
  {
    key: 'nama',
    title: 'Nama Barang',
    render: (_v, line) => (
      <>
        {line.nama_barang}
        {secondary(
          `${line.kode_group} · ${line.kode_dept}${line.nota?.kadar_cetak ? ` · ${line.nota.kadar_cetak}` : ''}`,
        )}
      </>
    ),
  },
  {
    key: 'kondisi',
    title: 'Kondisi',
    render: (_v, line) => withNote(line.kondisi.nama_kondisi, secondary(kondisiCut(line.kondisi))),
  },
  {
    key: 'berat',
    title: 'Berat (gr)',
    align: 'right',
    render: (_v, line) =>
      withNote(formatGrams(line.berat), line.nota && secondary(`nota ${formatBerat(line.nota.berat_nota)}`)),
  },
  {
    key: 'dasar',
    title: 'Harga Dasar',
    align: 'right',
    render: (_v, line) =>
      withNote(formatNumber(line.priced.base), secondary(`potongan ${formatNumber(line.priced.potongan)}`)),
  },
  {
    key: 'system',
    title: 'Harga Sistem',
    align: 'right',
    render: (_v, line) => (
      <span data-testid={`harga-system-${line.key}`}>{formatNumber(line.priced.hargaSystem)}</span>
    ),
  },
];

/** The buyback table's columns: the pricing, then the price paid (editable) and each line's buttons. */
export function pembelianCartColumns({
  onHarga,
  onEdit,
  onRemove,
  disabled,
}: PembelianCartLineActions): TableColumnsType<PembelianCartRow> {
  return [
    ...PRICING_COLUMNS,
    {
      key: 'harga',
      title: 'Harga Beli',
      width: 136,
      render: (_v, line) => (
        <>
          <RupiahInput
            value={line.priced.harga}
            disabled={disabled}
            aria-label={`Harga Beli ${line.key}`}
            data-testid={`harga-beli-${line.key}`}
            onChange={(value) => onHarga(line.key, Number(value ?? 0))}
          />
          {otorisasiNotes(line, line.priced).map((note) => (
            <Tag key={note} color="orange" style={{ marginTop: 4, whiteSpace: 'normal' }}>
              {note}
            </Tag>
          ))}
        </>
      ),
    },
    {
      key: 'aksi',
      title: 'Aksi',
      width: 56,
      align: 'center',
      render: (_v, line) => (
        // Stacked in the table's narrow column; side by side, further apart, in a tablet's card.
        <Space size={[12, 4]} vertical>
          <Button
            size="small"
            icon={<EditOutlined />}
            disabled={disabled}
            aria-label={`Ubah ${line.key}`}
            data-testid={`ubah-${line.key}`}
            onClick={() => onEdit(line)}
          />
          <Button
            danger
            size="small"
            icon={<DeleteOutlined />}
            disabled={disabled}
            aria-label={`Hapus ${line.key}`}
            data-testid={`hapus-${line.key}`}
            onClick={() => onRemove(line.key)}
          />
        </Space>
      ),
    },
  ];
}
