import { type PembelianDoc, pembayaranPembelian } from '@toko/shared';
import { PembayaranLines } from '../../../components/pembayaran/pembayaran-lines';
import { TransaksiListPage } from '../../../components/transaksi-list/transaksi-list-page';
import { usePembelianPage } from '../api/get-pembelian-page';
import { PembelianDetailModal } from '../components/pembelian-detail-modal';
import { PembelianLinesTable } from '../components/pembelian-lines-table';
import { PembelianNotaDialog } from '../components/pembelian-nota-dialog';

/** Lihat Pembelian: the shop's buybacks by business date, searched on the server, with detail and reprint. */
export function LihatPembelianPage() {
  return (
    <TransaksiListPage<PembelianDoc>
      title="Lihat Pembelian"
      name="pembelian"
      usePage={usePembelianPage}
      renderPembayaran={(doc) => <PembayaranLines lines={pembayaranPembelian(doc)} />}
      renderLines={(doc) => (
        <PembelianLinesTable compact items={doc.items} data-testid={`lines-${doc.no_faktur_group}`} />
      )}
      renderDetail={(props) => <PembelianDetailModal {...props} />}
      renderNota={(props) => <PembelianNotaDialog {...props} />}
    />
  );
}
