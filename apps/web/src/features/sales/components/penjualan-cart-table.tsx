import { DeleteOutlined } from '@ant-design/icons';
import { TEXTS } from '@toko/shared';
import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import { CounterLinesTable } from '../../../components/counter/counter-lines-table';
import { LinesTotalRow } from '../../../components/counter/lines-total-row';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { formatBerat, formatNumber } from '../../../lib/format';
import { WEB_TEXTS } from '../../../texts';
import { type CartLine, cartTotals, isBelowSystem } from './penjualan-cart';

export interface PenjualanCartTableProps {
  lines: CartLine[];
  onHargaJual: (kodeBarcode: string, hargaJual: number) => void;
  /** Absent: the pieces are given (an order's made piece), none is taken off. */
  onRemove?: (kodeBarcode: string) => void;
  disabled?: boolean;
  /** Pieces taken at the system price, as a deposit takes them: no price asked per line. */
  fixedPrice?: boolean;
}

/** The pieces on the sale with their price parts; the price asked may be changed per line. */
export function PenjualanCartTable({
  lines,
  onHargaJual,
  onRemove,
  disabled,
  fixedPrice,
}: PenjualanCartTableProps) {
  const totals = cartTotals(lines);
  const allColumns: TableColumnsType<CartLine> = [
    { key: 'no', title: 'No', width: 48, render: (_v, _r, index) => index + 1 },
    { key: 'barcode', title: 'Barcode', render: (_v, line) => line.barang.kode_barcode },
    {
      key: 'nama',
      title: 'Nama Barang',
      render: (_v, line) => (
        <>
          {line.barang.nama_barang}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {line.barang.kode_group} · {line.barang.kadar_cetak} · {line.barang.kode_baki}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'berat',
      title: 'Berat (gr)',
      align: 'right',
      render: (_v, line) => formatBerat(line.barang.berat),
    },
    { key: 'gram', title: 'Harga/gr', align: 'right', render: (_v, line) => formatNumber(line.harga_gram) },
    { key: 'ongkos', title: 'Ongkos', align: 'right', render: (_v, line) => formatNumber(line.ongkos_rp) },
    {
      key: 'atribut',
      title: 'Atribut',
      align: 'right',
      render: (_v, line) => formatNumber(line.harga_atribut),
    },
    {
      key: 'system',
      title: fixedPrice ? 'Harga' : 'Harga Sistem',
      align: 'right',
      render: (_v, line) => formatNumber(line.harga_system),
    },
    {
      key: 'jual',
      title: 'Harga Jual',
      width: 170,
      render: (_v, line) => (
        <>
          <RupiahInput
            value={line.harga_jual}
            disabled={disabled}
            aria-label={`Harga Jual ${line.barang.kode_barcode}`}
            data-testid={`harga-jual-${line.barang.kode_barcode}`}
            onChange={(value) => onHargaJual(line.barang.kode_barcode, Number(value ?? 0))}
          />
          {isBelowSystem(line) && <Tag color="orange">{WEB_TEXTS.penjualanCart.bawahSistem}</Tag>}
        </>
      ),
    },
    {
      key: 'aksi',
      title: 'Aksi',
      width: 64,
      align: 'center',
      render: (_v, line) => (
        <Button
          danger
          size="small"
          icon={<DeleteOutlined />}
          disabled={disabled}
          aria-label={`Hapus ${line.barang.kode_barcode}`}
          data-testid={`hapus-${line.barang.kode_barcode}`}
          onClick={() => onRemove?.(line.barang.kode_barcode)}
        />
      ),
    },
  ];
  const columns = allColumns.filter(
    (column) => !(fixedPrice && column.key === 'jual') && !(!onRemove && column.key === 'aksi'),
  );
  // The total sits under the price the customer pays: Harga Jual, or Harga when it is fixed.
  const totalIndex = fixedPrice ? 7 : 8;
  return (
    <CounterLinesTable<CartLine>
      data-testid="penjualan-lines"
      size="small"
      rowKey={(line) => line.barang.kode_barcode}
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: TEXTS.noData }}
      summary={() => (
        <LinesTotalRow {...totals} beratIndex={3} totalIndex={totalIndex} columns={columns.length} />
      )}
    />
  );
}
