import { ClearOutlined, DeleteOutlined } from '@ant-design/icons';
import { type Barang, formatNumber, TEXTS } from '@toko/shared';
import { Button, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { formatBerat } from '../../../lib/format';

export interface CetakLabelListProps {
  pieces: Barang[];
  onRemove: (kodeBarcode: string) => void;
  onClear: () => void;
}

/** The pieces waiting for their label, each removable, with their count and a way to start over. */
export function CetakLabelList({ pieces, onRemove, onClear }: CetakLabelListProps) {
  const columns: TableColumnsType<Barang> = [
    { key: 'no', title: 'No', width: 48, render: (_value, _row, index) => index + 1 },
    { key: 'kode_barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
    { key: 'nama_barang', title: 'Nama Barang', dataIndex: 'nama_barang' },
    {
      key: 'berat',
      title: 'Berat (gr)',
      dataIndex: 'berat',
      align: 'right',
      render: (value: number) => formatBerat(value),
    },
    { key: 'kadar_cetak', title: 'Kadar Cetak', dataIndex: 'kadar_cetak' },
    {
      key: 'tempat',
      title: 'Gudang / Baki',
      render: (_value, row) => `${row.kode_gudang} / ${row.kode_baki}`,
    },
    {
      key: 'aksi',
      title: '',
      width: 48,
      render: (_value, row) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Hapus ${row.kode_barcode}`}
          onClick={() => onRemove(row.kode_barcode)}
        />
      ),
    },
  ];

  return (
    <>
      <Table<Barang>
        data-testid="cetak-list"
        size="small"
        rowKey="kode_barcode"
        columns={columns}
        dataSource={pieces}
        pagination={pieces.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: TEXTS.noData }}
        {...FIT_TO_WIDTH}
      />
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }} wrap gap={8}>
        <Typography.Text data-testid="cetak-total">{formatNumber(pieces.length)} label</Typography.Text>
        <Button icon={<ClearOutlined />} onClick={onClear} disabled={pieces.length === 0}>
          Kosongkan Daftar
        </Button>
      </Flex>
    </>
  );
}
