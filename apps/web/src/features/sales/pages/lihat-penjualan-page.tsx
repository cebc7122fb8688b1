import type { PenjualanDoc } from '@toko/shared';
import { KirimWaButton } from '../../../components/nota/kirim-wa-button';
import { TransaksiListPage } from '../../../components/transaksi-list/transaksi-list-page';
import { useSession } from '../../../lib/use-session';
import { WEB_TEXTS } from '../../../texts';
import { usePenjualanPage } from '../api/get-penjualan-page';
import { PenjualanDetailModal } from '../components/penjualan-detail-modal';
import { PenjualanLinesTable } from '../components/penjualan-lines-table';
import { PenjualanNotaDialog } from '../components/penjualan-nota-dialog';
import { PenjualanPembayaran } from '../components/penjualan-pembayaran';

/** Lihat Penjualan: the shop's sales by business date, searched on the server, with detail and reprint. */
export function LihatPenjualanPage() {
  const namaToko = useSession()?.user.nama_toko ?? '';
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
      moreActions={(doc) => (
        <KirimWaButton
          size="small"
          block
          noHp={doc.no_hp}
          link={doc.cek_nota}
          namaToko={namaToko}
          judul={WEB_TEXTS.cekNota.notaPenjualan}
          nomor={doc.no_faktur_group}
        />
      )}
    />
  );
}
