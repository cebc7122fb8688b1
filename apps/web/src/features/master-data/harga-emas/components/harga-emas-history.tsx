import type { HargaEmasHistoryItem } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { DataTable } from '../../../../components/data-table/data-table';
import type { CsvColumn } from '../../../../lib/csv-export';
import { formatNumber, formatTanggal } from '../../../../lib/format';
import { formatWaktuRingkas } from '../../../../lib/shop-time';
import { getHargaEmasHistory } from '../api/get-harga-emas-history';
import { hargaEmasQueryKeys } from '../api/harga-emas-query-keys';

const changedAt = (row: HargaEmasHistoryItem) => formatWaktuRingkas(row.updated_at);

const columns: TableColumnsType<HargaEmasHistoryItem> = [
  { key: 'tanggal', title: 'Tanggal', dataIndex: 'tanggal', render: (value: string) => formatTanggal(value) },
  { key: 'kode_group', title: 'Kode Group', dataIndex: 'kode_group' },
  { key: 'nama_group', title: 'Nama Group', dataIndex: 'nama_group' },
  {
    key: 'harga_jual',
    title: 'Harga Jual / Gram',
    dataIndex: 'harga_jual',
    align: 'right',
    render: (value: number) => formatNumber(value),
  },
  {
    key: 'harga_beli',
    title: 'Harga Beli / Gram',
    dataIndex: 'harga_beli',
    align: 'right',
    render: (value: number) => formatNumber(value),
  },
  { key: 'updated_by', title: 'Diubah Oleh', dataIndex: 'updated_by' },
  {
    key: 'updated_at',
    title: 'Waktu Ubah',
    render: (_value: unknown, row: HargaEmasHistoryItem) => changedAt(row),
  },
];

/** Plain numbers and yyyy-MM-dd dates: a spreadsheet can sort and add them up. */
const csvColumns: CsvColumn<HargaEmasHistoryItem>[] = [
  { title: 'Tanggal', value: (row) => row.tanggal },
  { title: 'Kode Group', value: (row) => row.kode_group },
  { title: 'Nama Group', value: (row) => row.nama_group },
  { title: 'Harga Jual / Gram', value: (row) => row.harga_jual },
  { title: 'Harga Beli / Gram', value: (row) => row.harga_beli },
  { title: 'Diubah Oleh', value: (row) => row.updated_by },
  { title: 'Waktu Ubah', value: changedAt },
];

const rowKey = (row: HargaEmasHistoryItem) => `${row.tanggal}-${row.kode_group}`;

/** Every stored day's price of the shop, newest date first. */
export function HargaEmasHistory() {
  return (
    <DataTable<HargaEmasHistoryItem>
      queryKey={hargaEmasQueryKeys.history}
      fetchPage={getHargaEmasHistory}
      columns={columns}
      rowKey={rowKey}
      searchPlaceholder="Cari Kode / Nama Group / Tanggal"
      csvExport={{ fileName: 'riwayat-harga-emas', columns: csvColumns }}
    />
  );
}
