import { PlusOutlined } from '@ant-design/icons';
import { formatNumber } from '@toko/shared';
import { Button, Flex, Typography } from 'antd';
import { formatBerat } from '../../../lib/format';
import { type BarangLine, linesTotals } from './barang-lines';

export interface BarangLinesFooterProps {
  lines: BarangLine[];
  onAdd: () => void;
  disabled: boolean;
}

/** Under the lines: a new line, and how many lines, pieces and grams are about to be saved. */
export function BarangLinesFooter({ lines, onAdd, disabled }: BarangLinesFooterProps) {
  const totals = linesTotals(lines);
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Button icon={<PlusOutlined />} onClick={onAdd} disabled={disabled} data-testid="tambah-baris">
        Tambah Baris
      </Button>
      <Typography.Text data-testid="lines-totals">
        {formatNumber(lines.length)} baris, {formatNumber(totals.jumlah)} barang, total berat{' '}
        <strong>{formatBerat(totals.beratMg / 1000)} gr</strong>
      </Typography.Text>
    </Flex>
  );
}
