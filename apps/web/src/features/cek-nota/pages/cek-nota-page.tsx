import { type CekNota, type CekNotaBaris, formatRupiah, type RentangHarga, TEXTS } from '@toko/shared';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { formatBerat, formatTanggal } from '../../../lib/format';
import { WEB_TEXTS } from '../../../texts';
import { type CekNotaAnswer, getCekNota } from '../api/get-cek-nota';
import styles from './cek-nota-page.module.css';

const T = WEB_TEXTS.cekNota;

function rentang({ min, max }: RentangHarga): string {
  return min === max ? formatRupiah(min) : `${formatRupiah(min)} – ${formatRupiah(max)}`;
}

function Piece({ line, hutang }: { line: CekNotaBaris; hutang: boolean }) {
  const struck = line.batal ? styles.struck : undefined;
  return (
    <li className={styles.piece} data-testid="cek-nota-barang" data-batal={line.batal}>
      <div className={styles.pieceHead}>
        <span className={struck}>{line.nama_barang}</span>
        {line.batal && <span className={styles.batal}>{TEXTS.cekNota.batal}</span>}
      </div>
      <div className={styles.pieceFacts}>
        <span>{T.gram(formatBerat(line.berat))}</span>
        {line.kadar_cetak && <span>{`${T.kadar} ${line.kadar_cetak}`}</span>}
        <span className={struck}>
          {hutang ? `${T.nilai} ` : ''}
          {formatRupiah(line.harga)}
        </span>
      </div>
      {line.dibeli_kembali && <div className={styles.muted}>{TEXTS.cekNota.sudahDibeliKembali}</div>}
      {line.perkiraan && (
        <div className={styles.estimate} data-testid="cek-nota-perkiraan-barang">
          {`${T.perkiraanBarang}: ${rentang(line.perkiraan)}`}
        </div>
      )}
    </li>
  );
}

function Receipt({ nota }: { nota: CekNota }) {
  const hutang = nota.jenis === 'HUTANG';
  return (
    <article className={styles.receipt} data-testid="cek-nota">
      <header className={styles.shop}>
        {nota.logo_url && <img className={styles.logo} src={nota.logo_url} alt="" />}
        <div>
          <h1>{nota.nama_toko}</h1>
          {nota.alamat_toko && <p>{nota.alamat_toko}</p>}
        </div>
      </header>
      <p className={nota.batal ? styles.voided : styles.genuine} role="status" data-testid="cek-nota-status">
        {nota.batal ? T.notaBatal : TEXTS.cekNota.asli}
      </p>
      <dl className={styles.facts}>
        <dt>{hutang ? T.notaHutang : T.notaPenjualan}</dt>
        <dd data-testid="cek-nota-nomor">{nota.nomor}</dd>
        <dt>{T.tanggal}</dt>
        <dd>
          {formatTanggal(nota.tanggal)} {nota.jam}
        </dd>
        {nota.hutang && (
          <>
            <dt>{T.statusPinjaman}</dt>
            <dd>{nota.hutang.status}</dd>
            <dt>{T.jatuhTempo}</dt>
            <dd>{formatTanggal(nota.hutang.tgl_jatuh_tempo)}</dd>
          </>
        )}
      </dl>
      <h2 className={styles.section}>{T.barang}</h2>
      <ul className={styles.pieces}>
        {nota.baris.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the receipt's lines, in order
          <Piece key={index} line={line} hutang={hutang} />
        ))}
      </ul>
      <div className={styles.total}>
        <span>{hutang ? T.pokok : T.total}</span>
        <strong data-testid="cek-nota-total">{formatRupiah(nota.total)}</strong>
      </div>
      {nota.perkiraan && (
        <section className={styles.estimateBox} data-testid="cek-nota-perkiraan">
          <h2>{TEXTS.cekNota.perkiraan}</h2>
          <strong>{rentang(nota.perkiraan)}</strong>
          <p>{TEXTS.cekNota.perkiraanCatatan}</p>
        </section>
      )}
    </article>
  );
}

/**
 * Cek Nota (issue 30): what a receipt's QR code opens on a customer's phone, without signing
 * in. The receipt as the shop keeps it (cancelled pieces struck through, pieces bought back
 * said so), today's buyback estimate clearly as one; a token the shop never signed is
 * "Nota tidak dikenali".
 */
export function CekNotaPage() {
  const token = useParams().token ?? '';
  const [answer, setAnswer] = useState<CekNotaAnswer>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    getCekNota(token)
      .then((next) => {
        if (live) setAnswer(next);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <main className={styles.page}>
      {!answer && <p className={styles.notice}>{failed ? T.gagal : T.memuat}</p>}
      {answer?.kind === 'tidak-dikenali' && (
        <section className={styles.unknown} data-testid="cek-nota-tidak-dikenali">
          <h1>{answer.message || TEXTS.cekNota.tidakDikenali}</h1>
          <p>{T.tidakDikenaliCatatan}</p>
        </section>
      )}
      {answer?.kind === 'nota' && <Receipt nota={answer.nota} />}
    </main>
  );
}
