import { formatNumber, type StockOpname } from '@toko/shared';
import { Button, type TableColumnsType, Tag } from 'antd';
import { DataTable } from '../../../components/data-table/data-table';
import { formatTanggal } from '../../../lib/format';
import { getOpnamePage } from '../api/get-opname-page';
import { type JenisOpname, opnameQueryKeys } from '../api/opname-paths';
import { opnameTempat, STATUS_LABEL } from './opname-tempat';

/** The opnames of a kind, newest first, paged on the server; open ones continue, finished ones show their result. */
export function OpnameList({ jenis, onOpen }: { jenis: JenisOpname; onOpen: (id: number) => void }) {
  const columns: TableColumnsType<StockOpname> = [
    { title: 'No Opname', dataIndex: 'no_opname' },
    { title: 'Tanggal', dataIndex: 'tgl_system', render: (value: string) => formatTanggal(value) },
    { title: 'Yang Diopname', key: 'tempat', render: (_, row) => opnameTempat(row) },
    { title: 'Discan', dataIndex: 'discan', align: 'right', render: (value: number) => formatNumber(value) },
    { title: 'Oleh', dataIndex: 'created_by' },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (value: StockOpname['status']) => (
        <Tag color={STATUS_LABEL[value].color}>{STATUS_LABEL[value].text}</Tag>
      ),
    },
    {
      title: 'Aksi',
      key: 'aksi',
      render: (_, row) =>
        row.status === 'BATAL' ? null : (
          <Button size="small" data-testid={`buka-${row.no_opname}`} onClick={() => onOpen(row.id)}>
            {row.status === 'OPEN' ? 'Lanjutkan Scan' : 'Lihat Hasil'}
          </Button>
        ),
    },
  ];
  return (
    <DataTable<StockOpname>
      queryKey={opnameQueryKeys.page(jenis, {})}
      fetchPage={(query) => getOpnamePage(jenis, query)}
      columns={columns}
      rowKey="id"
      searchPlaceholder="Cari No Opname / Baki / Dokumen"
    />
  );
}
