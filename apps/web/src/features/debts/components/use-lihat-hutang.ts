import { type HutangBayarDoc, type HutangDoc, jumlahBarang } from '@toko/shared';
import { useState } from 'react';
import { useBatal } from '../../../components/batal/use-batal';
import { useActionResult } from '../../../components/counter/use-action-result';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { getHutang } from '../api/get-hutang';
import { useMasaTenggang } from '../api/get-hutang-page';
import { useBatalBayarHutang, useBatalHutang, useLelangHutang } from '../api/hutang-mutations';
import type { JenisBayar } from './bayar-hutang-dialog';

/** Payments come in number order: the one just made is the last standing. */
function lastPayment(doc: HutangDoc): HutangBayarDoc | undefined {
  return doc.pembayaran.filter((line) => line.status === 'OK').at(-1);
}

/** The default grace until the setting is read; the server decides lelang either way. */
const MASA_TENGGANG_SEMENTARA = 7;

/**
 * Lihat Hutang's counter work on a loan: which one is being paid or renewed, the
 * otorisasi actions (lelang, batal, batal pembayaran), the slip to print and what the
 * cashier is told once each went through.
 */
export function useLihatHutang() {
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
  const outcome = useActionResult('hutang-action-result');
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

  const lelangHutang = (doc: HutangDoc) =>
    void batal({
      title: 'Otorisasi Lelang Hutang',
      summary: `Lelang ${doc.no_hutang} (${doc.nama_customer}): ${formatNumber(jumlahBarang(doc.items))} barang jaminan masuk stok toko; pokok ${formatRupiah(doc.pokok)}`,
      send: (otorisasi) => lelang.mutateAsync({ noHutang: doc.no_hutang, otorisasi }),
      done: (result: HutangDoc) =>
        `${result.no_hutang} dilelang: nilai emas ${formatRupiah(
          result.nilai_lelang ?? 0,
        )}, kelebihan untuk customer ${formatRupiah(result.kelebihan_lelang ?? 0)}`,
    });

  const batalkanHutang = (doc: HutangDoc) =>
    void batal({
      title: 'Otorisasi Batal Hutang',
      summary: `Batal ${doc.no_hutang} (${doc.nama_customer}): ${formatNumber(jumlahBarang(doc.items))} barang, pinjaman ${formatRupiah(
        doc.pokok,
      )} ${doc.status_valid === 'DONE' ? 'dikembalikan ke kas' : 'belum keluar dari kas'}`,
      send: (otorisasi) => batalHutang.mutateAsync({ noHutang: doc.no_hutang, otorisasi }),
      done: (result: HutangDoc) => `${result.no_hutang} dibatalkan`,
    });

  const bayarDone = (doc: HutangDoc, jenis: JenisBayar) => {
    setBayar(undefined);
    const last = lastPayment(doc);
    if (last) setNotaBayar(last.no_bayar);
    const kembali = last && last.kembalian > 0 ? `, kembalian ${formatRupiah(last.kembalian)}` : '';
    outcome.setDone(
      jenis === 'BUNGA'
        ? `Bunga ${doc.no_hutang} dibayar ${formatRupiah(last?.bunga ?? 0)} (${formatNumber(
            last?.hari_dihitung ?? 0,
          )} hari)${kembali}`
        : `${doc.no_hutang} lunas ${formatRupiah(last?.total ?? 0)}${kembali}; barang jaminan dikembalikan`,
    );
  };

  const perpanjangDone = (baru: HutangDoc, lama: HutangDoc) => {
    setPerpanjangDoc(undefined);
    // The renewal's payment stands on the loan it closed: its slip names the new loan.
    void getHutang(lama.no_hutang).then((closed) => setNotaBayar(lastPayment(closed)?.no_bayar));
    outcome.setDone(
      `${lama.no_hutang} diperpanjang menjadi ${baru.no_hutang}: pokok ${formatRupiah(baru.pokok)}, jatuh tempo ${
        baru.tgl_jatuh_tempo
      }`,
    );
  };

  return {
    today,
    masaTenggang,
    otorisasiDialog,
    /** The last otorisasi action's result. */
    doneAlert,
    /** The last payment's or renewal's. */
    resultAlert: outcome.alert,
    bayar,
    setBayar,
    bayarDone,
    perpanjangDoc,
    setPerpanjangDoc,
    perpanjangDone,
    chain,
    setChain,
    notaBayar,
    setNotaBayar,
    batalPembayaran,
    lelangHutang,
    batalkanHutang,
  };
}
