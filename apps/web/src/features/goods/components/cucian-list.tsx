import type { CucianHeader } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { formatBerat, formatNumber } from '../../../lib/format';
import { getCucianPage } from '../api/cucian';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { DokumenList } from './dokumen-list';

/**
 * The document's own columns: DokumenList puts its number and date before them, its
 * note, maker and Cetak Bukti after.
 */
const COLUMNS: TableColumnsType<CucianHeader> = [
  { key: 'jumlah', title: 'Jumlah', align: 'right', render: (_value, doc) => formatNumber(doc.jumlah) },
  {
    key: 'sebelum',
    title: 'Sebelum (gr)',
    align: 'right',
    render: (_value, doc) => formatBerat(doc.berat_sebelum),
  },
  {
    key: 'sesudah',
    title: 'Sesudah (gr)',
    align: 'right',
    render: (_value, doc) => formatBerat(doc.berat_sesudah),
  },
  { key: 'susut', title: 'Susut (gr)', align: 'right', render: (_value, doc) => formatBerat(doc.susut) },
  { key: 'otorisasi', title: 'Otorisasi', render: (_value, doc) => doc.otorisasi_oleh ?? '-' },
];

/** Washing documents by business date, with their totals and a reprint of the receipt. */
export function CucianList({ onCetak }: { onCetak: (noCucian: string) => void }) {
  return (
    <DokumenList<CucianHeader>
      data-testid="cucian-list"
      queryKey={goodsQueryKeys.cucianPage}
      fetchPage={getCucianPage}
      columns={COLUMNS}
      rowKey="no_cucian"
      numberTitle="No Cucian"
      onCetak={onCetak}
      searchPlaceholder="No Cucian, Barcode atau Keterangan"
    />
  );
}
