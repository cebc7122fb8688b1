import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Tooltip } from 'antd';
import type { BarangLineCellProps } from './barang-line-inputs';

/** Opens or closes the line's detail; its badge counts the stones, red when a problem hides there. */
export function BarangLineDetailButton({ edit, line, index }: BarangLineCellProps) {
  const isOpen = edit.expandedKeys.includes(line.key);
  const hasError = edit.detailError(line);
  return (
    <Badge count={line.atribut.length} size="small" color={hasError ? 'red' : 'blue'}>
      <Button
        size="small"
        danger={hasError}
        onClick={() => edit.toggleDetail(line)}
        data-testid={`line-${index}-detail`}
      >
        {isOpen ? 'Tutup' : 'Detail'}
      </Button>
    </Badge>
  );
}

/** Salin and Hapus of a line; the last line stays. */
export function BarangLineActions({
  edit,
  line,
  index,
  disabled,
  lineCount,
}: BarangLineCellProps & { disabled: boolean; lineCount: number }) {
  return (
    <Space size={4}>
      <Tooltip title="Salin baris (barang berikutnya dengan model sama)">
        <Button
          size="small"
          icon={<CopyOutlined />}
          aria-label="Salin Baris"
          onClick={() => edit.addLine(line)}
          disabled={disabled}
          data-testid={`line-${index}-salin`}
        />
      </Tooltip>
      <Tooltip title="Hapus baris">
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label="Hapus Baris"
          onClick={() => edit.removeLine(line.key)}
          disabled={disabled || lineCount <= 1}
          data-testid={`line-${index}-hapus`}
        />
      </Tooltip>
    </Space>
  );
}
