import type { PenjualanDoc, PenjualanLine } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { BatalTransaksiPage } from '../../../components/batal/batal-transaksi-page';
import { formatBerat, formatRupiah } from '../../../lib/format';
import { useBatalPenjualan } from '../api/batal-penjualan';
import { usePenjualanPage } from '../api/get-penjualan-page';
import { penjualanSummaryColumns } from '../components/penjualan-summary-columns';

const lineColumns: TableColumnsType<PenjualanLine> = [
  { key: 'no', title: 'No Faktur Jual', dataIndex: 'no_faktur_jual' },
  { key: 'barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
  { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
  { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_v, line) => formatBerat(line.berat) },
  { key: 'harga', title: 'Harga Jual', align: 'right', render: (_v, line) => formatRupiah(line.harga_jual) },
];

/**
 * Batal Penjualan (DOMAIN.md §4): a validated sale of today is cancelled line by line
 * with a second user's otorisasi and reason; the piece goes back to its tray, the refund
 * leaves the till and the member's points follow.
 */
export function BatalPenjualanPage() {
  const { mutateAsync } = useBatalPenjualan();
  return (
    <BatalTransaksiPage<PenjualanDoc, PenjualanLine>
      title="Batal Penjualan"
      intro={(tanggal) =>
        `Penjualan yang sudah divalidasi pada tanggal ${tanggal} dapat dibatalkan per barang dengan otorisasi.`
      }
      usePage={usePenjualanPage}
      columns={penjualanSummaryColumns}
      lineKey={(line) => line.no_faktur_jual}
      lineColumns={lineColumns}
      request={(doc, line) => ({
        title: 'Otorisasi Batal Penjualan',
        summary: `Batal ${line.no_faktur_jual}: ${line.kode_barcode} ${line.nama_barang}, ${formatBerat(
          line.berat,
        )} gr, ${formatRupiah(line.harga_jual)} dikembalikan ke ${doc.nama_customer}`,
        send: (otorisasi) => mutateAsync({ noFakturJual: line.no_faktur_jual, otorisasi }),
        done: () =>
          `Penjualan ${line.no_faktur_jual} dibatalkan: ${line.kode_barcode} kembali ke baki ${line.kode_baki}, ${formatRupiah(line.harga_jual)} dikembalikan`,
      })}
    />
  );
}
