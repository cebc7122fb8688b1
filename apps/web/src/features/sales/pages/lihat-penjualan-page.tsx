import type { PenjualanDoc } from '@toko/shared';
import { TransaksiListPage } from '../../../components/transaksi-list/transaksi-list-page';
import { usePenjualanPage } from '../api/get-penjualan-page';
import { PenjualanDetailModal } from '../components/penjualan-detail-modal';
import { PenjualanLinesTable } from '../components/penjualan-lines-table';
import { PenjualanNotaDialog } from '../components/penjualan-nota-dialog';
import { PenjualanPembayaran } from '../components/penjualan-pembayaran';

/** Lihat Penjualan: the shop's sales by business date, searched on the server, with detail and reprint. */
export function LihatPenjualanPage() {
  return (
    <TransaksiListPage<PenjualanDoc>
      title="Lihat Penjualan"
      name="penjualan"
      usePage={usePenjualanPage}
      renderPembayaran={(doc) => <PenjualanPembayaran doc={doc} />}
      renderLines={(doc) => (
        <PenjualanLinesTable compact items={doc.items} data-testid={`lines-${doc.no_faktur_group}`} />
      )}
      renderDetail={(props) => <PenjualanDetailModal {...props} />}
      renderNota={(props) => <PenjualanNotaDialog {...props} />}
    />
  );
}
