import { type HutangDoc, STATUS_HUTANG, type StatusHutang } from '@toko/shared';
import { DocumentListPage } from '../../../components/transaksi-list/document-list-page';
import { type HutangPageQuery, useHutangPage } from '../api/get-hutang-page';
import { BayarHutangDialog } from '../components/bayar-hutang-dialog';
import { BayarHutangNotaDialog } from '../components/bayar-hutang-nota-dialog';
import { hutangActions } from '../components/hutang-actions';
import { HUTANG_STATUS_LABELS, HutangLinesTable, hutangListColumns } from '../components/hutang-columns';
import { HutangDetailModal } from '../components/hutang-detail-modal';
import { HutangNotaDialog } from '../components/hutang-nota-dialog';
import { HutangRowActions } from '../components/hutang-row-actions';
import { PerpanjangHutangDialog } from '../components/perpanjang-hutang-dialog';
import { useLihatHutang } from '../components/use-lihat-hutang';

const STATUS_OPTIONS = STATUS_HUTANG.map((value) => ({ value, label: HUTANG_STATUS_LABELS[value] }));

/**
 * Lihat Hutang: the shop's pawn loans searched on the server with the interest each open
 * one owes as of the business date; at the counter a validated loan's interest is paid,
 * the loan redeemed or renewed (otorisasi), one past due and grace auctioned (otorisasi),
 * and one of today cancelled (otorisasi). A loan runs for months: the list opens on every
 * open loan, whatever its date.
 */
export function LihatHutangPage() {
  const lihat = useLihatHutang();
  const { today, masaTenggang } = lihat;
  return (
    <DocumentListPage<HutangDoc, StatusHutang, HutangPageQuery>
      title="Lihat Hutang"
      name="hutang"
      numberOf={(doc) => doc.no_hutang}
      toQuery={(filters) => filters}
      usePage={useHutangPage}
      columns={hutangListColumns({ today, masaTenggang })}
      statusOptions={STATUS_OPTIONS}
      initialStatus="OPEN"
      validFilter
      anyDate
      searchPlaceholder="No Hutang, Nama Customer, NIK atau Nama Barang"
      renderLines={(doc) => <HutangLinesTable doc={doc} data-testid={`lines-${doc.no_hutang}`} />}
      renderNota={({ number, onClose }) => (
        <HutangNotaDialog noHutang={number} title="Cetak Ulang Nota Hutang" onClose={onClose} />
      )}
      renderDetail={({ noFakturGroup, onClose }) => (
        <HutangDetailModal
          noHutang={noFakturGroup ? (lihat.chain ?? noFakturGroup) : undefined}
          today={today}
          onClose={() => {
            lihat.setChain(undefined);
            onClose();
          }}
          onOpen={lihat.setChain}
          onBatalBayar={lihat.batalPembayaran}
          onCetakBayar={(row) => lihat.setNotaBayar(row.no_bayar)}
        />
      )}
      moreActions={(doc) => (
        <HutangRowActions
          doc={doc}
          can={hutangActions(doc, today, masaTenggang)}
          onBayar={(bayarDoc, jenis) => lihat.setBayar({ doc: bayarDoc, jenis })}
          onPerpanjang={lihat.setPerpanjangDoc}
          onLelang={lihat.lelangHutang}
          onBatal={lihat.batalkanHutang}
        />
      )}
      notice={
        <>
          {lihat.doneAlert}
          {lihat.resultAlert}
        </>
      }
    >
      {lihat.otorisasiDialog}
      <BayarHutangDialog
        doc={lihat.bayar?.doc}
        jenis={lihat.bayar?.jenis ?? 'BUNGA'}
        onClose={() => lihat.setBayar(undefined)}
        onDone={lihat.bayarDone}
      />
      <PerpanjangHutangDialog
        doc={lihat.perpanjangDoc}
        onClose={() => lihat.setPerpanjangDoc(undefined)}
        onDone={lihat.perpanjangDone}
      />
      <BayarHutangNotaDialog noBayar={lihat.notaBayar} onClose={() => lihat.setNotaBayar(undefined)} />
    </DocumentListPage>
  );
}
