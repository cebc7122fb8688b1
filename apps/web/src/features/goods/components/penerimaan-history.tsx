import { formatNumber, type PenerimaanBarangHeader } from '@toko/shared';
import { type TableColumnsType, Typography } from 'antd';
import { DataTable } from '../../../components/data-table/data-table';
import { formatBerat, formatTanggal } from '../../../lib/format';
import { getPenerimaanPage } from '../api/get-penerimaan-page';
import { goodsQueryKeys } from '../api/goods-query-keys';

const historyColumns: TableColumnsType<PenerimaanBarangHeader> = [
  { key: 'no_terima', title: 'No Terima', dataIndex: 'no_terima' },
  {
    key: 'tgl_system',
    title: 'Tanggal',
    dataIndex: 'tgl_system',
    render: (value: string) => formatTanggal(value),
  },
  { key: 'sumber', title: 'Sumber', dataIndex: 'sumber' },
  {
    key: 'nama_supplier',
    title: 'Supplier',
    dataIndex: 'nama_supplier',
    render: (value: string) => value || '-',
  },
  {
    key: 'no_faktur_supplier',
    title: 'No Faktur Supplier',
    dataIndex: 'no_faktur_supplier',
    render: (value: string) => value || '-',
  },
  {
    key: 'jumlah',
    title: 'Jumlah',
    dataIndex: 'jumlah',
    align: 'right',
    render: (value: number) => formatNumber(value),
  },
  {
    key: 'berat',
    title: 'Berat (gr)',
    dataIndex: 'berat',
    align: 'right',
    render: (value: number) => formatBerat(value),
  },
  {
    key: 'keterangan',
    title: 'Keterangan',
    dataIndex: 'keterangan',
    render: (value: string) => value || '-',
  },
  { key: 'created_by', title: 'Input Oleh', dataIndex: 'created_by' },
];

/** The receiving documents saved so far, newest first, under the form. */
export function PenerimaanHistory() {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Daftar Penerimaan Barang
      </Typography.Title>
      <div data-testid="penerimaan-history">
        <DataTable<PenerimaanBarangHeader>
          queryKey={goodsQueryKeys.penerimaan}
          fetchPage={getPenerimaanPage}
          columns={historyColumns}
          rowKey="no_terima"
          searchPlaceholder="Cari no terima, supplier, faktur..."
        />
      </div>
    </>
  );
}
