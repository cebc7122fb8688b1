import { PrinterOutlined } from '@ant-design/icons';
import { type Barang, formatNumber, TEXTS } from '@toko/shared';
import { Alert, Button, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { formatBerat } from '../../../lib/format';
import { LabelPrintDialog } from './label-print-dialog';
import { pesananJadiText } from './pesanan-barang';

export interface BarangSavedResultProps {
  /** 'No Ref' or 'No Terima'. */
  numberLabel: string;
  number: string;
  items: Barang[];
}

export const barangResultColumns: TableColumnsType<Barang> = [
  { key: 'no', title: 'No', width: 48, render: (_value, _row, index) => index + 1 },
  {
    key: 'kode_barcode',
    title: 'Barcode',
    dataIndex: 'kode_barcode',
    render: (value: string) => (
      <Typography.Text strong copyable>
        {value}
      </Typography.Text>
    ),
  },
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
    render: (value: number) => formatBerat(value),
  },
  { key: 'kadar_cetak', title: 'Kadar Cetak', dataIndex: 'kadar_cetak' },
  { key: 'stock', title: 'Stock', dataIndex: 'stock', align: 'right' },
];

/** What a save created: its number, the new pieces with their barcodes, and their labels to print. */
export function BarangSavedResult({ numberLabel, number, items }: BarangSavedResultProps) {
  const [printing, setPrinting] = useState<Barang[]>();
  const beratMg = items.reduce((sum, item) => sum + Math.round(item.berat * 1000), 0);
  return (
    <Flex vertical gap={12} data-testid="saved-result">
      <Alert
        type="success"
        showIcon
        title={
          <span>
            Berhasil Disimpan - {numberLabel} <strong data-testid="saved-number">{number}</strong>
          </span>
        }
        description={[
          `${formatNumber(items.length)} barang baru, total berat ${formatBerat(beratMg / 1000)} gr. Tempel label barcode pada setiap barang.`,
          pesananJadiText(items),
        ]
          .filter(Boolean)
          .join(' ')}
        action={
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            onClick={() => setPrinting(items)}
            data-testid="cetak-label-hasil"
          >
            Cetak Label
          </Button>
        }
      />
      <Table<Barang>
        data-testid="saved-items"
        size="small"
        rowKey="id"
        columns={barangResultColumns}
        dataSource={items}
        pagination={items.length > 50 ? { pageSize: 50 } : false}
        {...FIT_TO_WIDTH}
        locale={{ emptyText: TEXTS.noData }}
      />
      <LabelPrintDialog pieces={printing} onClose={() => setPrinting(undefined)} />
    </Flex>
  );
}
