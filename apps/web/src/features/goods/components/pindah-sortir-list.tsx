import { PrinterOutlined } from '@ant-design/icons';
import type { PindahSortirHeader } from '@toko/shared';
import { Button, type TableColumnsType } from 'antd';
import { formatBerat, formatNumber, formatTanggal } from '../../../lib/format';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { getPindahSortirPage } from '../api/pindah-sortir';
import { DokumenList } from './dokumen-list';
import { namaTujuan } from './pindah-sortir-bukti-pdf';

function columnsOf(onCetak: (noPindah: string) => void): TableColumnsType<PindahSortirHeader> {
  return [
    { key: 'no_pindah', title: 'No Pindah', dataIndex: 'no_pindah' },
    { key: 'tgl_system', title: 'Tanggal', render: (_value, doc) => formatTanggal(doc.tgl_system) },
    { key: 'tujuan', title: 'Tujuan Sortir', render: (_value, doc) => namaTujuan(doc.tujuan_sortir) },
    {
      key: 'ke',
      title: 'Gudang / Baki',
      render: (_value, doc) => `${doc.kode_gudang_tujuan} / ${doc.kode_baki_tujuan}`,
    },
    { key: 'jumlah', title: 'Jumlah', align: 'right', render: (_value, doc) => formatNumber(doc.jumlah) },
    { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_value, doc) => formatBerat(doc.berat) },
    { key: 'keterangan', title: 'Keterangan', render: (_value, doc) => doc.keterangan || '-' },
    { key: 'created_by', title: 'Dibuat Oleh', dataIndex: 'created_by' },
    {
      key: 'aksi',
      title: 'Aksi',
      fixed: 'right',
      render: (_value, doc) => (
        <Button
          size="small"
          icon={<PrinterOutlined />}
          onClick={() => onCetak(doc.no_pindah)}
          data-testid={`cetak-${doc.no_pindah}`}
        >
          Cetak Bukti
        </Button>
      ),
    },
  ];
}

/** Pindah Sortir documents by business date, with a reprint of the receipt. */
export function PindahSortirList({ onCetak }: { onCetak: (noPindah: string) => void }) {
  return (
    <DokumenList<PindahSortirHeader>
      data-testid="pindah-sortir-list"
      queryKey={goodsQueryKeys.pindahSortirPage}
      fetchPage={getPindahSortirPage}
      columns={columnsOf(onCetak)}
      rowKey="no_pindah"
      searchPlaceholder="No Pindah, Barcode atau Keterangan"
    />
  );
}
