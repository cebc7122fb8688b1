import { formatGrams } from '@toko/shared';
import { Table, Typography } from 'antd';
import { formatNumber } from '../../lib/format';
import { RupiahCell } from '../data-table/rupiah-cell';

export interface LinesTotalRowProps {
  /** Pieces, exact milligrams and rupiah of the lines. */
  jumlah: number;
  beratMg: number;
  total: number;
  /** The column the weight sits under; the count spans those before it. */
  beratIndex: number;
  /** The column the total sits under (the price the customer pays, or the shop). */
  totalIndex: number;
  /** How many columns the table has. */
  columns: number;
}

/** The total under a counter document's lines: how many pieces, their grams, their price. */
export function LinesTotalRow({
  jumlah,
  beratMg,
  total,
  beratIndex,
  totalIndex,
  columns,
}: LinesTotalRowProps) {
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} colSpan={beratIndex}>
        <Typography.Text strong>
          Total <span data-testid="jumlah-barang">{formatNumber(jumlah)}</span> Barang
        </Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={beratIndex} align="right">
        <Typography.Text strong data-testid="total-berat">
          {formatGrams(beratMg)}
        </Typography.Text>
      </Table.Summary.Cell>
      {totalIndex > beratIndex + 1 && (
        <Table.Summary.Cell index={beratIndex + 1} colSpan={totalIndex - beratIndex - 1} />
      )}
      <Table.Summary.Cell index={totalIndex} align="right">
        <Typography.Text strong data-testid="total-harga">
          <RupiahCell value={total} />
        </Typography.Text>
      </Table.Summary.Cell>
      {columns > totalIndex + 1 && (
        <Table.Summary.Cell index={totalIndex + 1} colSpan={columns - totalIndex - 1} />
      )}
    </Table.Summary.Row>
  );
}
