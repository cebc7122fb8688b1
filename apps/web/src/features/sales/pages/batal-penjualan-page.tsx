import type { OtorisasiInput, PenjualanDoc, PenjualanLine } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { BatalTransaksiPage } from '../../../components/batal/batal-transaksi-page';
import { RupiahCell } from '../../../components/data-table/rupiah-cell';
import { formatBerat, formatNumber, formatRupiah } from '../../../lib/format';
import { useBatalPenjualan } from '../api/batal-penjualan';
import { useBatalTukar } from '../api/batal-tukar';
import { usePenjualanPage } from '../api/get-penjualan-page';
import { penjualanSummaryColumns } from '../components/penjualan-summary-columns';

const lineColumns: TableColumnsType<PenjualanLine> = [
  { key: 'no', title: 'No Faktur Jual', dataIndex: 'no_faktur_jual' },
  { key: 'barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
  { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
  { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_v, line) => formatBerat(line.berat) },
  {
    key: 'harga',
    title: 'Harga Jual',
    align: 'right',
    render: (_v, line) => <RupiahCell value={line.harga_jual} />,
  },
];

/** One line of a sale paid without trade-in. */
function batalLine(
  doc: PenjualanDoc,
  line: PenjualanLine,
  send: ReturnType<typeof useBatalPenjualan>['mutateAsync'],
) {
  return {
    title: 'Otorisasi Batal Penjualan',
    summary: `Batal ${line.no_faktur_jual}: ${line.kode_barcode} ${line.nama_barang}, ${formatBerat(
      line.berat,
    )} gr, ${formatRupiah(line.harga_jual)} dikembalikan ke ${doc.nama_customer}`,
    send: (otorisasi: OtorisasiInput) => send({ noFakturJual: line.no_faktur_jual, otorisasi }),
    done: () =>
      `Penjualan ${line.no_faktur_jual} dibatalkan: ${line.kode_barcode} kembali ke baki ${line.kode_baki}, ${formatRupiah(line.harga_jual)} dikembalikan`,
  };
}

/** A sale paid with traded-in gold: cancelled whole, with the buyback of that gold (decision 015). */
function batalTukarOf(doc: PenjualanDoc, send: ReturnType<typeof useBatalTukar>['mutateAsync']) {
  const noBeli = doc.no_faktur_beli_tukar ?? '';
  return {
    title: 'Otorisasi Batal Tukar',
    summary: `Batal Tukar ${doc.no_faktur_group}: ${formatNumber(doc.items.length)} barang (${formatRupiah(
      doc.total,
    )}) kembali ke baki dan barang tukar pembelian ${noBeli} dikembalikan ke ${doc.nama_customer}`,
    send: (otorisasi: OtorisasiInput) => send({ noFakturGroup: doc.no_faktur_group, otorisasi }),
    done: () => `Tukar ${doc.no_faktur_group} dibatalkan bersama pembelian ${noBeli}`,
  };
}

/**
 * Batal Penjualan (DOMAIN.md §4): a validated sale of today is cancelled line by line
 * with a second user's otorisasi and reason; the piece goes back to its tray, the refund
 * leaves the till and the member's points follow. A sale paid with traded-in gold is
 * cancelled whole, with its buyback (Batal Tukar).
 */
export function BatalPenjualanPage() {
  const { mutateAsync } = useBatalPenjualan();
  const tukar = useBatalTukar();
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
      actionLabel={(doc) => (doc.no_faktur_beli_tukar ? 'Batal Tukar' : 'Batal')}
      request={(doc, line) =>
        doc.no_faktur_beli_tukar ? batalTukarOf(doc, tukar.mutateAsync) : batalLine(doc, line, mutateAsync)
      }
    />
  );
}
