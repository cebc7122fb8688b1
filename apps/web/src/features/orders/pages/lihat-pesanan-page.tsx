import { StopOutlined } from '@ant-design/icons';
import type { PesananDoc, StatusPesanan } from '@toko/shared';
import { Button } from 'antd';
import { useBatal } from '../../../components/batal/use-batal';
import { statusOptions } from '../../../components/counter/counter-columns';
import { DocumentListPage } from '../../../components/transaksi-list/document-list-page';
import { formatRupiah } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { WEB_TEXTS } from '../../../texts';
import { type PesananPageQuery, usePesananPage } from '../api/get-pesanan-page';
import { useBatalPesanan } from '../api/pesanan-mutations';
import { refundText } from '../components/batal-pesanan';
import { PESANAN_STATUS_LABELS, pesananListColumns } from '../components/pesanan-columns';
import { PesananDetailInfo } from '../components/pesanan-detail-info';
import { PesananDetailModal } from '../components/pesanan-detail-modal';
import { PesananNotaDialog } from '../components/pesanan-nota-dialog';

const STATUS_OPTIONS = statusOptions(PESANAN_STATUS_LABELS);

/**
 * Lihat Pesanan: the shop's orders searched on the server by state, validation, date and
 * text, with their estimate, DP, the made piece and the sale that collected it; the slip
 * reprinted, and an order of today not yet made cancelled with otorisasi (a validated DP
 * refunded by the methods it was paid with). An order waits days for its piece: the list
 * opens on every one still open, whatever its date.
 */
export function LihatPesananPage() {
  const session = useSession();
  const { batal, doneAlert, otorisasiDialog } = useBatal();
  const { mutateAsync } = useBatalPesanan();

  const actions = (doc: PesananDoc) => {
    const no = doc.no_pesanan;
    if (doc.status !== 'OPEN' || doc.tgl_system !== session?.user.tgl_system) return null;
    return (
      <Button
        size="small"
        block
        danger
        icon={<StopOutlined />}
        data-testid={`batal-${no}`}
        onClick={() =>
          void batal({
            title: 'Otorisasi Batal Pesanan',
            summary: `Batal ${no} (${doc.nama_customer}): ${doc.deskripsi}, ${
              doc.status_valid === 'DONE'
                ? `DP ${formatRupiah(doc.dp)} dikembalikan dari kas`
                : 'DP belum masuk kas'
            }`,
            send: (otorisasi) => mutateAsync({ noPesanan: no, otorisasi }),
            done: (result: PesananDoc) =>
              WEB_TEXTS.pesanan.batalPesan(result.no_pesanan, formatRupiah(result.dp), refundText(result)),
          })
        }
      >
        Batal
      </Button>
    );
  };

  return (
    <DocumentListPage<PesananDoc, StatusPesanan, PesananPageQuery>
      title="Lihat Pesanan"
      name="pesanan"
      numberOf={(doc) => doc.no_pesanan}
      toQuery={(filters) => filters}
      usePage={usePesananPage}
      columns={pesananListColumns}
      statusOptions={STATUS_OPTIONS}
      initialStatus="OPEN"
      validFilter
      anyDate
      searchPlaceholder="No Pesanan, Customer, HP, Barcode"
      renderLines={(doc) => <PesananDetailInfo doc={doc} data-testid={`lines-${doc.no_pesanan}`} />}
      renderDetail={({ noFakturGroup, onClose, onCetak }) => (
        <PesananDetailModal noPesanan={noFakturGroup} onClose={onClose} onCetak={onCetak} />
      )}
      renderNota={({ number, onClose }) => (
        <PesananNotaDialog noPesanan={number} title="Cetak Ulang Nota Pesanan" onClose={onClose} />
      )}
      moreActions={actions}
      notice={doneAlert}
    >
      {otorisasiDialog}
    </DocumentListPage>
  );
}
