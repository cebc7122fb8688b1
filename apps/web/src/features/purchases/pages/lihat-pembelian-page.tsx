import type { PembelianDoc } from '@toko/shared';
import { TransaksiListPage } from '../../../components/transaksi-list/transaksi-list-page';
import { usePembelianPage } from '../api/get-pembelian-page';
import { PembelianDetailModal } from '../components/pembelian-detail-modal';
import { PembelianLinesTable } from '../components/pembelian-lines-table';
import { PembelianNotaDialog } from '../components/pembelian-nota-dialog';
import { pembelianBayar } from '../components/pembelian-summary-columns';

/** Lihat Pembelian: the shop's buybacks by business date, searched on the server, with detail and reprint. */
export function LihatPembelianPage() {
  return (
    <TransaksiListPage<PembelianDoc>
      title="Lihat Pembelian"
      name="pembelian"
      usePage={usePembelianPage}
      renderPembayaran={(doc) => (
        <div data-testid="pembayaran">
          {pembelianBayar(doc).map((line) => (
            <div key={line} style={{ whiteSpace: 'nowrap' }}>
              {line}
            </div>
          ))}
        </div>
      )}
      renderLines={(doc) => (
        <PembelianLinesTable compact items={doc.items} data-testid={`lines-${doc.no_faktur_group}`} />
      )}
      renderDetail={(props) => <PembelianDetailModal {...props} />}
      renderNota={(props) => <PembelianNotaDialog {...props} />}
    />
  );
}
