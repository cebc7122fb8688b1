import { PrinterOutlined } from '@ant-design/icons';
import type { CucianHeader } from '@toko/shared';
import { Button, type TableColumnsType } from 'antd';
import { formatBerat, formatNumber, formatTanggal } from '../../../lib/format';
import { getCucianPage } from '../api/cucian';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { DokumenList } from './dokumen-list';

function columnsOf(onCetak: (noCucian: string) => void): TableColumnsType<CucianHeader> {
  return [
    { key: 'no_cucian', title: 'No Cucian', dataIndex: 'no_cucian' },
    { key: 'tgl_system', title: 'Tanggal', render: (_value, doc) => formatTanggal(doc.tgl_system) },
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
          onClick={() => onCetak(doc.no_cucian)}
          data-testid={`cetak-${doc.no_cucian}`}
        >
          Cetak Bukti
        </Button>
      ),
    },
  ];
}

/** Washing documents by business date, with their totals and a reprint of the receipt. */
export function CucianList({ onCetak }: { onCetak: (noCucian: string) => void }) {
  return (
    <DokumenList<CucianHeader>
      data-testid="cucian-list"
      queryKey={goodsQueryKeys.cucianPage}
      fetchPage={getCucianPage}
      columns={columnsOf(onCetak)}
      rowKey="no_cucian"
      searchPlaceholder="No Cucian, Barcode atau Keterangan"
    />
  );
}
