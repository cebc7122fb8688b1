import type { PindahSortirHeader } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { formatBerat, formatNumber } from '../../../lib/format';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { getPindahSortirPage } from '../api/pindah-sortir';
import { DokumenList } from './dokumen-list';
import { namaTujuan } from './pindah-sortir-bukti-pdf';

/**
 * The document's own columns: DokumenList puts its number and date before them, its
 * note, maker and Cetak Bukti after.
 */
const COLUMNS: TableColumnsType<PindahSortirHeader> = [
  { key: 'tujuan', title: 'Tujuan Sortir', render: (_value, doc) => namaTujuan(doc.tujuan_sortir) },
  {
    key: 'ke',
    title: 'Gudang / Baki',
    render: (_value, doc) => `${doc.kode_gudang_tujuan} / ${doc.kode_baki_tujuan}`,
  },
  { key: 'jumlah', title: 'Jumlah', align: 'right', render: (_value, doc) => formatNumber(doc.jumlah) },
  { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_value, doc) => formatBerat(doc.berat) },
];

/** Pindah Sortir documents by business date, with a reprint of the receipt. */
export function PindahSortirList({ onCetak }: { onCetak: (noPindah: string) => void }) {
  return (
    <DokumenList<PindahSortirHeader>
      data-testid="pindah-sortir-list"
      queryKey={goodsQueryKeys.pindahSortirPage}
      fetchPage={getPindahSortirPage}
      columns={COLUMNS}
      rowKey="no_pindah"
      numberTitle="No Pindah"
      onCetak={onCetak}
      searchPlaceholder="No Pindah, Barcode atau Keterangan"
    />
  );
}
