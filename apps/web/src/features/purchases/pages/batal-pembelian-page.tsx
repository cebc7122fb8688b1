import type { PembelianDoc, PembelianLine } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { BatalTransaksiPage } from '../../../components/batal/batal-transaksi-page';
import { StackedCell } from '../../../components/transaksi-list/stacked-cell';
import { formatBerat, formatNumber, formatRupiah } from '../../../lib/format';
import { WEB_TEXTS } from '../../../texts';
import { useBatalPembelian } from '../api/batal-pembelian';
import { usePembelianPage } from '../api/get-pembelian-page';
import { pembelianSummaryColumns } from '../components/pembelian-summary-columns';

const lineColumns: TableColumnsType<PembelianLine> = [
  { key: 'no', title: 'No Faktur Beli', dataIndex: 'no_faktur_beli' },
  {
    key: 'barcode',
    title: 'Barcode / Tempat',
    render: (_v, line) => (
      <StackedCell
        main={line.kode_barcode}
        sub={line.kode_gudang ? `${line.kode_gudang} / ${line.kode_baki}` : '-'}
      />
    ),
  },
  {
    key: 'nama',
    title: 'Nama Barang',
    render: (_v, line) => <StackedCell main={line.nama_barang} sub={line.kode_kondisi} />,
  },
  { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_v, line) => formatBerat(line.berat) },
  { key: 'harga', title: 'Harga Beli', align: 'right', render: (_v, line) => formatNumber(line.harga) },
];

/**
 * Batal Pembelian (DOMAIN.md §1): a validated buyback of today is cancelled line by line
 * with a second user's otorisasi and reason, while the piece still waits in gudang BELI;
 * the piece goes back to how it was and the money paid returns to the till.
 */
export function BatalPembelianPage() {
  const { mutateAsync } = useBatalPembelian();
  return (
    <BatalTransaksiPage<PembelianDoc, PembelianLine>
      title="Batal Pembelian"
      intro={(tanggal) =>
        `Pembelian yang sudah divalidasi pada tanggal ${tanggal} dapat dibatalkan per barang dengan otorisasi, selama barangnya masih di gudang BELI.`
      }
      usePage={usePembelianPage}
      columns={pembelianSummaryColumns}
      lineKey={(line) => line.no_faktur_beli}
      lineColumns={lineColumns}
      request={(doc, line) => ({
        title: 'Otorisasi Batal Pembelian',
        summary: `Batal ${line.no_faktur_beli}: ${line.kode_barcode} ${line.nama_barang}, ${formatBerat(
          line.berat,
        )} gr, ${formatRupiah(line.harga)} dikembalikan oleh ${doc.nama_customer}`,
        send: (otorisasi) => mutateAsync({ noFakturBeli: line.no_faktur_beli, otorisasi }),
        done: () => WEB_TEXTS.batalPembelian.dibatalkan(line),
      })}
    />
  );
}
