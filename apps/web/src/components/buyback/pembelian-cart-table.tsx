import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { formatGrams, TEXTS } from '@toko/shared';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { formatBerat, formatNumber } from '../../lib/format';
import { CounterLinesTable } from '../counter/counter-lines-table';
import { LinesTotalRow } from '../counter/lines-total-row';
import { RupiahInput } from '../form/rupiah-input';
import {
  cartTotals,
  kondisiCut,
  otorisasiNotes,
  type PembelianCartLine,
  type PricedLine,
  type PricingRules,
  priceLine,
} from './pembelian-cart';

export interface PembelianCartTableProps {
  lines: PembelianCartLine[];
  rules: PricingRules;
  onHarga: (key: string, harga: number) => void;
  onEdit: (line: PembelianCartLine) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
}

type Row = PembelianCartLine & { priced: PricedLine };

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
    {text}
  </Typography.Text>
);

/** The pieces on the buyback with how each is priced; the price paid may be changed per line. */
export function PembelianCartTable({
  lines,
  rules,
  onHarga,
  onEdit,
  onRemove,
  disabled,
}: PembelianCartTableProps) {
  const totals = cartTotals(lines, rules);
  const rows: Row[] = lines.map((line) => ({ ...line, priced: priceLine(line, rules) }));
  const columns: TableColumnsType<Row> = [
    { key: 'no', title: 'No', width: 40, render: (_v, _r, index) => index + 1 },
    {
      key: 'barcode',
      title: 'Barcode / Nota',
      render: (_v, line) =>
        line.nota ? (
          <div style={{ whiteSpace: 'nowrap' }}>
            {line.nota.kode_barcode}
            {secondary(line.nota.no_faktur_jual)}
          </div>
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
      render: (_v, line) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {line.kondisi.nama_kondisi}
          {secondary(kondisiCut(line.kondisi))}
        </div>
      ),
    },
    {
      key: 'berat',
      title: 'Berat (gr)',
      align: 'right',
      render: (_v, line) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {formatGrams(line.berat)}
          {line.nota && secondary(`nota ${formatBerat(line.nota.berat_nota)}`)}
        </div>
      ),
    },
    {
      key: 'dasar',
      title: 'Harga Dasar',
      align: 'right',
      render: (_v, line) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {formatNumber(line.priced.base)}
          {secondary(`potongan ${formatNumber(line.priced.potongan)}`)}
        </div>
      ),
    },
    {
      key: 'system',
      title: 'Harga Sistem',
      align: 'right',
      render: (_v, line) => (
        <span data-testid={`harga-system-${line.key}`}>{formatNumber(line.priced.hargaSystem)}</span>
      ),
    },
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
  return (
    <CounterLinesTable<Row>
      data-testid="pembelian-lines"
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: TEXTS.noData }}
      summary={() => <LinesTotalRow {...totals} beratIndex={4} totalIndex={7} columns={columns.length} />}
    />
  );
}
