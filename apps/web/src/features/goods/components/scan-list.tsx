import { DeleteOutlined } from '@ant-design/icons';
import { type Barang, formatGrams, TEXTS } from '@toko/shared';
import { Button, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { ScanInput } from '../../../components/scan/scan-input';
import { formatBerat, formatNumber } from '../../../lib/format';
import { type ScanListState, scanTotals } from './scan-list-state';

export interface ScanListProps {
  scan: ScanListState;
  /** A row the screen cannot act on as chosen (e.g. already in the destination tray). */
  rowProblem?: (barang: Barang) => string | undefined;
  /** Columns of the screen's own after the weight (e.g. the sorting destination a piece has). */
  extraColumns?: TableColumnsType<Barang>;
  disabled?: boolean;
}

/** Scan input, the table of scanned pieces with remove buttons, and their count and weight. */
export function ScanList({ scan, rowProblem, extraColumns = [], disabled }: ScanListProps) {
  const totals = scanTotals(scan.items);
  const columns: TableColumnsType<Barang> = [
    { key: 'no', title: 'No', width: 56, render: (_value, _row, index) => index + 1 },
    { key: 'kode_barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
    { key: 'nama_barang', title: 'Nama Barang', dataIndex: 'nama_barang' },
    { key: 'kode_group', title: 'Group', dataIndex: 'kode_group' },
    { key: 'kode_dept', title: 'Jenis', dataIndex: 'kode_dept' },
    { key: 'kode_gudang', title: 'Gudang', dataIndex: 'kode_gudang' },
    { key: 'kode_baki', title: 'Baki', dataIndex: 'kode_baki' },
    {
      key: 'berat',
      title: 'Berat (gr)',
      dataIndex: 'berat',
      align: 'right',
      render: (berat: number) => formatBerat(berat),
    },
    ...extraColumns,
  ];
  if (rowProblem) {
    columns.push({
      key: 'keterangan',
      title: 'Keterangan',
      render: (_value, row) => {
        const problem = rowProblem(row);
        return problem ? <Tag color="red">{problem}</Tag> : null;
      },
    });
  }
  columns.push({
    key: 'aksi',
    title: 'Aksi',
    width: 72,
    align: 'center',
    render: (_value, row) => (
      <Button
        danger
        size="small"
        icon={<DeleteOutlined />}
        aria-label={`Hapus ${row.kode_barcode}`}
        data-testid={`scan-remove-${row.kode_barcode}`}
        disabled={disabled}
        onClick={() => scan.remove(row.kode_barcode)}
      />
    ),
  });

  return (
    <Flex vertical gap={0}>
      <ScanInput onScan={scan.scan} problem={scan.problem} loading={scan.pending > 0} disabled={disabled} />
      <Table<Barang>
        data-testid="scan-table"
        size="small"
        rowKey="kode_barcode"
        columns={columns}
        dataSource={scan.items}
        pagination={false}
        {...FIT_TO_WIDTH}
        locale={{ emptyText: TEXTS.noData }}
        summary={() => (
          <Table.Summary>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={7}>
                <Typography.Text strong>
                  Total <span data-testid="scan-jumlah">{formatNumber(totals.jumlah)}</span> Barang
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">
                <Typography.Text strong data-testid="scan-berat">
                  {formatGrams(totals.beratMg)}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={8} colSpan={(rowProblem ? 2 : 1) + extraColumns.length} />
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </Flex>
  );
}
