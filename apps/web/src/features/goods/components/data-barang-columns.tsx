import { CameraOutlined, EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { type Barang, formatNumber } from '@toko/shared';
import { Button, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { formatBerat } from '../../../lib/format';
import { BarangThumbnail } from './barang-thumbnail';

const STATUS_COLORS: Record<string, string> = {
  READY: 'green',
  KIRIM: 'blue',
  HANCUR: 'red',
  TERJUAL: 'default',
};

/** What a row of Data Barang offers: edit the piece, its photo, print its label. */
export interface BarangRowActions {
  onEdit: (row: Barang) => void;
  onPhoto: (row: Barang) => void;
  onLabel: (row: Barang) => void;
}

/** Data Barang's columns: photo, barcode, name and code, where the piece lies, weight, stock, state, actions. */
export function dataBarangColumns(actions: BarangRowActions): TableColumnsType<Barang> {
  return [
    {
      key: 'photo',
      title: 'Foto',
      width: 56,
      render: (_value, row) => <BarangThumbnail url={row.photo_url} alt={row.nama_barang} />,
    },
    {
      key: 'kode_barcode',
      title: 'Barcode',
      dataIndex: 'kode_barcode',
      render: (value: string) => <Typography.Text strong>{value}</Typography.Text>,
    },
    {
      key: 'nama_barang',
      title: 'Nama Barang',
      dataIndex: 'nama_barang',
      render: (value: string, row) => (
        <div>
          <div>{value}</div>
          {row.kode_barang && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.kode_barang}
            </Typography.Text>
          )}
        </div>
      ),
    },
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
    {
      key: 'kadar_cetak',
      title: 'Kadar Cetak',
      dataIndex: 'kadar_cetak',
      render: (value: string) => value || '-',
    },
    {
      key: 'stock',
      title: 'Stock',
      dataIndex: 'stock',
      align: 'right',
      render: (value: number) => formatNumber(value),
    },
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      render: (value: string) => <Tag color={STATUS_COLORS[value] ?? 'default'}>{value}</Tag>,
    },
    {
      key: 'aksi',
      title: 'Aksi',
      fixed: 'right',
      render: (_value, row) => (
        <Space size={4}>
          <Tooltip title="Edit">
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`Edit ${row.kode_barcode}`}
              onClick={() => actions.onEdit(row)}
              data-testid={`edit-${row.kode_barcode}`}
            />
          </Tooltip>
          <Tooltip title="Foto">
            <Button
              size="small"
              icon={<CameraOutlined />}
              aria-label={`Foto ${row.kode_barcode}`}
              onClick={() => actions.onPhoto(row)}
              data-testid={`foto-${row.kode_barcode}`}
            />
          </Tooltip>
          <Tooltip title="Cetak Label">
            <Button
              size="small"
              icon={<PrinterOutlined />}
              aria-label={`Cetak Label ${row.kode_barcode}`}
              onClick={() => actions.onLabel(row)}
              data-testid={`label-${row.kode_barcode}`}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
}
