import {
  AuditOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  StopOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import {
  type HutangBayarDoc,
  type HutangDoc,
  jumlahBarang,
  STATUS_HUTANG,
  type StatusHutang,
} from '@toko/shared';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useBatal } from '../../../components/batal/use-batal';
import { ActionReason } from '../../../components/transaksi-list/action-reason';
import { DocumentListPage } from '../../../components/transaksi-list/document-list-page';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { WEB_TEXTS } from '../../../texts';
import { getHutang } from '../api/get-hutang';
import { type HutangPageQuery, useHutangPage, useMasaTenggang } from '../api/get-hutang-page';
import { useBatalBayarHutang, useBatalHutang, useLelangHutang } from '../api/hutang-mutations';
import { BayarHutangDialog, type JenisBayar } from '../components/bayar-hutang-dialog';
import { BayarHutangNotaDialog } from '../components/bayar-hutang-nota-dialog';
import { hutangActions } from '../components/hutang-actions';
import { HUTANG_STATUS_LABELS, HutangLinesTable, hutangListColumns } from '../components/hutang-columns';
import { HutangDetailModal } from '../components/hutang-detail-modal';
import { HutangNotaDialog } from '../components/hutang-nota-dialog';
import { PerpanjangHutangDialog } from '../components/perpanjang-hutang-dialog';

const STATUS_OPTIONS = STATUS_HUTANG.map((value) => ({ value, label: HUTANG_STATUS_LABELS[value] }));

/** Payments come in number order: the one just made is the last standing. */
function lastPayment(doc: HutangDoc): HutangBayarDoc | undefined {
  return doc.pembayaran.filter((line) => line.status === 'OK').at(-1);
}

/** The default grace until the setting is read; the server decides lelang either way. */
const MASA_TENGGANG_SEMENTARA = 7;

/**
 * Lihat Hutang: the shop's pawn loans searched on the server with the interest each open
 * one owes as of the business date; at the counter a validated loan's interest is paid,
 * the loan redeemed or renewed (otorisasi), one past due and grace auctioned (otorisasi),
 * and one of today cancelled (otorisasi). A loan runs for months: the list opens on every
 * open loan, whatever its date.
 */
export function LihatHutangPage() {
  const session = useSession();
  const today = session?.user.tgl_system ?? '';
  const masaTenggang = useMasaTenggang().data ?? MASA_TENGGANG_SEMENTARA;
  const { batal, doneAlert, otorisasiDialog } = useBatal();
  const batalHutang = useBatalHutang();
  const batalBayar = useBatalBayarHutang();
  const lelang = useLelangHutang();
  const [bayar, setBayar] = useState<{ doc: HutangDoc; jenis: JenisBayar }>();
  const [perpanjangDoc, setPerpanjangDoc] = useState<HutangDoc>();
  const [chain, setChain] = useState<string>();
  const [done, setDone] = useState<string>();
  // The payment whose slip is open: the one just made, or one reprinted from a loan's payments.
  const [notaBayar, setNotaBayar] = useState<string>();

  const batalPembayaran = (doc: HutangDoc, row: HutangBayarDoc) =>
    void batal({
      title: 'Otorisasi Batal Pembayaran Hutang',
      summary: `Batal ${row.no_bayar} (${doc.no_hutang}, ${doc.nama_customer}): ${formatRupiah(
        row.total,
      )} dikembalikan ke customer`,
      send: (otorisasi) => batalBayar.mutateAsync({ noBayar: row.no_bayar, otorisasi }),
      done: (result: HutangDoc) =>
        `Pembayaran ${row.no_bayar} dibatalkan; ${result.no_hutang} kembali berjalan`,
    });

  const actions = (doc: HutangDoc) => {
    const no = doc.no_hutang;
    const can = hutangActions(doc, today, masaTenggang);
    return (
      <>
        {can.menungguValidasi && (
          <ActionReason testId={`alasan-${no}`}>{WEB_TEXTS.transaksiStatus.menungguValidasi}</ActionReason>
        )}
        {can.bunga && (
          <Button
            size="small"
            block
            icon={<DollarOutlined />}
            onClick={() => setBayar({ doc, jenis: 'BUNGA' })}
            data-testid={`bunga-bayar-${no}`}
          >
            Bayar Bunga
          </Button>
        )}
        {can.lunas && (
          <Button
            size="small"
            block
            type="primary"
            icon={<FieldTimeOutlined />}
            onClick={() => setBayar({ doc, jenis: 'LUNAS' })}
            data-testid={`lunas-${no}`}
          >
            Lunas
          </Button>
        )}
        {can.perpanjang && (
          <Button
            size="small"
            block
            icon={<SyncOutlined />}
            onClick={() => setPerpanjangDoc(doc)}
            data-testid={`perpanjang-${no}`}
          >
            Perpanjang
          </Button>
        )}
        {can.lelang && (
          <Button
            size="small"
            block
            danger
            icon={<AuditOutlined />}
            data-testid={`lelang-${no}`}
            onClick={() =>
              void batal({
                title: 'Otorisasi Lelang Hutang',
                summary: `Lelang ${no} (${doc.nama_customer}): ${formatNumber(jumlahBarang(doc.items))} barang jaminan masuk stok toko; pokok ${formatRupiah(doc.pokok)}`,
                send: (otorisasi) => lelang.mutateAsync({ noHutang: no, otorisasi }),
                done: (result: HutangDoc) =>
                  `${result.no_hutang} dilelang: nilai emas ${formatRupiah(
                    result.nilai_lelang ?? 0,
                  )}, kelebihan untuk customer ${formatRupiah(result.kelebihan_lelang ?? 0)}`,
              })
            }
          >
            Lelang
          </Button>
        )}
        {can.batal && (
          <Button
            size="small"
            block
            danger
            icon={<StopOutlined />}
            data-testid={`batal-${no}`}
            onClick={() =>
              void batal({
                title: 'Otorisasi Batal Hutang',
                summary: `Batal ${no} (${doc.nama_customer}): ${formatNumber(jumlahBarang(doc.items))} barang, pinjaman ${formatRupiah(
                  doc.pokok,
                )} ${doc.status_valid === 'DONE' ? 'dikembalikan ke kas' : 'belum keluar dari kas'}`,
                send: (otorisasi) => batalHutang.mutateAsync({ noHutang: no, otorisasi }),
                done: (result: HutangDoc) => `${result.no_hutang} dibatalkan`,
              })
            }
          >
            Batal
          </Button>
        )}
      </>
    );
  };

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
          noHutang={noFakturGroup ? (chain ?? noFakturGroup) : undefined}
          today={today}
          onClose={() => {
            setChain(undefined);
            onClose();
          }}
          onOpen={setChain}
          onBatalBayar={batalPembayaran}
          onCetakBayar={(row) => setNotaBayar(row.no_bayar)}
        />
      )}
      moreActions={actions}
      notice={
        <>
          {doneAlert}
          {done && (
            <Alert
              type="success"
              showIcon
              closable
              style={{ marginBottom: 12 }}
              data-testid="hutang-action-result"
              title={done}
              onClose={() => setDone(undefined)}
            />
          )}
        </>
      }
    >
      {otorisasiDialog}
      <BayarHutangDialog
        doc={bayar?.doc}
        jenis={bayar?.jenis ?? 'BUNGA'}
        onClose={() => setBayar(undefined)}
        onDone={(doc, jenis) => {
          setBayar(undefined);
          const last = lastPayment(doc);
          if (last) setNotaBayar(last.no_bayar);
          const kembali = last && last.kembalian > 0 ? `, kembalian ${formatRupiah(last.kembalian)}` : '';
          setDone(
            jenis === 'BUNGA'
              ? `Bunga ${doc.no_hutang} dibayar ${formatRupiah(last?.bunga ?? 0)} (${formatNumber(
                  last?.hari_dihitung ?? 0,
                )} hari)${kembali}`
              : `${doc.no_hutang} lunas ${formatRupiah(last?.total ?? 0)}${kembali}; barang jaminan dikembalikan`,
          );
        }}
      />
      <PerpanjangHutangDialog
        doc={perpanjangDoc}
        onClose={() => setPerpanjangDoc(undefined)}
        onDone={(baru, lama) => {
          setPerpanjangDoc(undefined);
          // The renewal's payment stands on the loan it closed: its slip names the new loan.
          void getHutang(lama.no_hutang).then((closed) => setNotaBayar(lastPayment(closed)?.no_bayar));
          setDone(
            `${lama.no_hutang} diperpanjang menjadi ${baru.no_hutang}: pokok ${formatRupiah(baru.pokok)}, jatuh tempo ${
              baru.tgl_jatuh_tempo
            }`,
          );
        }}
      />
      <BayarHutangNotaDialog noBayar={notaBayar} onClose={() => setNotaBayar(undefined)} />
    </DocumentListPage>
  );
}
