import { SwapOutlined } from '@ant-design/icons';
import { HASIL_OPNAME_LABEL, type HasilOpname, type HasilOpnameItem, type StockOpname } from '@toko/shared';
import { Button, type TableColumnsType, Tag } from 'antd';
import { formatBerat } from '../../../lib/format';
import type { JenisOpname } from '../api/opname-paths';
import type { PindahKeBaki } from './use-pindah-ke-baki';

const HASIL_COLOR: Record<HasilOpname, string> = {
  DITEMUKAN: 'success',
  HILANG: 'error',
  TIDAK_TERDUGA: 'warning',
  SELISIH_BERAT: 'orange',
};

/** Every piece of a finished opname with its result; a tray's stray piece can be moved to it. */
export function opnameHasilColumns(
  jenis: JenisOpname,
  opname: StockOpname,
  { moved, askPindah }: PindahKeBaki,
): TableColumnsType<HasilOpnameItem> {
  return [
    { title: 'Barcode', dataIndex: 'kode_barcode' },
    { title: 'Nama Barang', dataIndex: 'nama_barang' },
    { title: 'Baki', key: 'baki', render: (_, row) => `${row.kode_baki} (${row.kode_gudang})` },
    { title: 'Pcs', dataIndex: 'jumlah', align: 'right' },
    { title: 'Berat', dataIndex: 'berat', align: 'right', render: (v: number) => formatBerat(v) },
    {
      title: 'Berat Timbang',
      dataIndex: 'berat_scan',
      align: 'right',
      render: (v: number | null) => formatBerat(v),
    },
    { title: 'Selisih', dataIndex: 'selisih', align: 'right', render: (v: number | null) => formatBerat(v) },
    {
      title: 'Hasil',
      dataIndex: 'hasil',
      render: (value: HasilOpname) => <Tag color={HASIL_COLOR[value]}>{HASIL_OPNAME_LABEL[value]}</Tag>,
    },
    {
      title: 'Tindakan',
      key: 'aksi',
      render: (_, row) => {
        if (row.hasil !== 'TIDAK_TERDUGA' || jenis !== 'BAKI') return null;
        const noRef = moved[row.kode_barcode];
        if (noRef) {
          return (
            <Tag color="blue" title={noRef}>
              Dipindah
              <br />
              {noRef}
            </Tag>
          );
        }
        return (
          <Button
            size="small"
            icon={<SwapOutlined />}
            data-testid={`pindah-${row.kode_barcode}`}
            onClick={() => void askPindah(row)}
          >
            Pindah ke {opname.kode_baki}
          </Button>
        );
      },
    },
  ];
}
