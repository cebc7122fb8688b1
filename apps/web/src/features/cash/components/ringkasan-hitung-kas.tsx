import type { HitungKasStatus } from '@toko/shared';
import { Alert, Descriptions, Typography } from 'antd';
import { formatRupiah } from '../../../lib/format';
import { formatWaktu } from '../../../lib/shop-time';
import { WEB_TEXTS } from '../../../texts';

const TEXTS = WEB_TEXTS.hitungKas;

/** 'Lebih Rp 5,000' / 'Kurang Rp 12,300' / 'Sesuai': the difference as a clerk says it. */
export function selisihText(selisih: number): string {
  if (selisih === 0) return TEXTS.sesuai;
  return `${selisih > 0 ? TEXTS.lebih : TEXTS.kurang} ${formatRupiah(Math.abs(selisih))}`;
}

/**
 * The book against the drawer: the till's awal, masuk and keluar of the day (as Uang Kas has
 * them, without the counts' own SELISIH KAS), the count being typed and their difference.
 */
export function RingkasanHitungKas({ status, dihitung }: { status: HitungKasStatus; dihitung: number }) {
  const selisih = dihitung - status.kas_buku;
  const last = status.hitungan;
  return (
    <>
      <Descriptions column={1} size="small" bordered data-testid="ringkasan-hitung-kas">
        <Descriptions.Item label={TEXTS.kasAwal}>{formatRupiah(status.awal)}</Descriptions.Item>
        <Descriptions.Item label={TEXTS.masuk}>{formatRupiah(status.masuk)}</Descriptions.Item>
        <Descriptions.Item label={TEXTS.keluar}>{formatRupiah(status.keluar)}</Descriptions.Item>
        <Descriptions.Item label={<strong>{TEXTS.kasBukuSekarang}</strong>}>
          <strong data-testid="hitung-kas-buku">{formatRupiah(status.kas_buku)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={<strong>{TEXTS.uangDihitung}</strong>}>
          <strong data-testid="hitung-kas-dihitung">{formatRupiah(dihitung)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={<strong>{TEXTS.selisih}</strong>}>
          <Typography.Text
            strong
            type={selisih === 0 ? 'success' : 'danger'}
            data-testid="hitung-kas-selisih"
          >
            {selisihText(selisih)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {last && (
        <Alert
          style={{ marginTop: 12 }}
          type={status.sesuai ? 'success' : 'warning'}
          showIcon
          data-testid="hitung-kas-terakhir"
          title={TEXTS.sudahDihitung(formatWaktu(last.dihitung_at), last.dihitung_oleh, last.hitungan_ke)}
          description={
            <>
              {TEXTS.selisihTercatat(selisihText(last.selisih), last.otorisasi_oleh)}{' '}
              {status.sesuai ? TEXTS.hitungUlang : TEXTS.berubah}
            </>
          }
        />
      )}
    </>
  );
}
