import { formatRupiah, type PapanHarga, TEXTS } from '@toko/shared';
import { useParams } from 'react-router';
import { formatTanggal } from '../../../lib/format';
import { formatJam } from '../../../lib/shop-time';
import { WEB_TEXTS } from '../../../texts';
import { usePapanHarga } from '../components/use-papan-harga';
import styles from './papan-harga-page.module.css';

const T = WEB_TEXTS.papanHarga;

function Prices({ papan }: { papan: PapanHarga }) {
  const withNota = papan.harga.some((row) => row.beli_dengan_nota !== null);
  return (
    <table className={styles.prices} data-testid="papan-harga-tabel">
      <thead>
        <tr>
          <th scope="col">{T.emas}</th>
          <th scope="col">
            {T.hargaJual}
            <small>{T.perGram}</small>
          </th>
          {withNota && (
            <th scope="col">
              {T.beliDenganNota}*<small>{T.perGram}</small>
            </th>
          )}
          <th scope="col">
            {T.hargaBeli}
            <small>{T.perGram}</small>
          </th>
        </tr>
      </thead>
      <tbody>
        {papan.harga.map((row) => (
          <tr key={row.kode_group} data-testid={`papan-harga-${row.kode_group}`}>
            <th scope="row">{row.nama_group}</th>
            <td data-label={T.hargaJual} className={styles.jual}>
              {formatRupiah(row.harga_jual)}
            </td>
            {withNota && (
              <td data-label={`${T.beliDenganNota}*`}>
                {row.beli_dengan_nota === null ? '-' : formatRupiah(row.beli_dengan_nota)}
              </td>
            )}
            <td data-label={T.hargaBeli}>{formatRupiah(row.harga_beli)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Papan Harga (issue 30): a shop's prices of the day for the TV in the shop or a customer's
 * phone, without signing in. Large on a 1920 px screen, one card a group on a phone; it keeps
 * itself current (usePapanHarga) and says so when today's prices were not entered. While the
 * shop's board is off it shows the server's words and no price.
 */
export function PapanHargaPage() {
  const kodeToko = useParams().kode_toko ?? '';
  const { answer, failed } = usePapanHarga(kodeToko);
  const papan = answer?.kind === 'harga' ? answer.papan : undefined;

  return (
    <main className={styles.board} data-testid="papan-harga">
      {!answer && <p className={styles.notice}>{failed ? T.gagal : T.memuat}</p>}
      {answer?.kind === 'tidak-aktif' && (
        <p className={styles.notice} data-testid="papan-harga-tidak-aktif">
          {answer.message || TEXTS.papanHarga.tidakAktif}
        </p>
      )}
      {papan && (
        <>
          <header className={styles.header}>
            {papan.logo_url && <img className={styles.logo} src={papan.logo_url} alt="" />}
            <div>
              <h1 className={styles.shop}>{papan.nama_toko}</h1>
              <p className={styles.title}>
                {TEXTS.papanHarga.judul} · {formatTanggal(papan.tanggal)}
              </p>
            </div>
          </header>
          {!papan.diperbarui_hari_ini && (
            <p className={styles.stale} role="status" data-testid="papan-harga-belum">
              {TEXTS.papanHarga.belumDiperbarui}
            </p>
          )}
          <Prices papan={papan} />
          <footer className={styles.footer}>
            {papan.kondisi_nota && <p>* {T.catatanNota(papan.kondisi_nota)}</p>}
            <p data-testid="papan-harga-waktu">
              {papan.terakhir_diubah && T.diperbarui(formatJam(papan.terakhir_diubah))}
              {failed && ` · ${T.gagal}`}
            </p>
          </footer>
        </>
      )}
    </main>
  );
}
