import { type KodePecahan, PECAHAN_KAS } from '@toko/shared';
import { InputNumber, Typography } from 'antd';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { formatRupiah } from '../../../lib/format';
import { WEB_TEXTS } from '../../../texts';
import styles from './pecahan-kas-table.module.css';

const TEXTS = WEB_TEXTS.hitungKas;

export type Lembar = Partial<Record<KodePecahan, number>>;

/**
 * The drawer, denomination by denomination: how many notes or coins, and what they make. A
 * plain table, not a data grid: eleven fixed rows that a clerk tabs through top to bottom.
 */
export function PecahanKasTable({
  lembar,
  lainLain,
  onLembar,
  onLainLain,
  disabled,
}: {
  lembar: Lembar;
  lainLain: number;
  onLembar: (kode: KodePecahan, jumlah: number) => void;
  onLainLain: (rupiah: number) => void;
  disabled?: boolean;
}) {
  return (
    <table className={styles.table} data-testid="pecahan-kas">
      <thead>
        <tr>
          <th>{TEXTS.pecahan}</th>
          <th className={styles.count}>{TEXTS.lembar}</th>
          <th className={styles.amount}>{TEXTS.jumlah}</th>
        </tr>
      </thead>
      <tbody>
        {PECAHAN_KAS.map(({ kode, nilai, jenis }, index) => (
          <tr key={kode} className={index > 0 && jenis !== PECAHAN_KAS[index - 1]?.jenis ? styles.group : ''}>
            <td>
              {formatRupiah(nilai)}{' '}
              <Typography.Text type="secondary" className={styles.kind}>
                {jenis === 'KERTAS' ? TEXTS.kertas : TEXTS.logam}
              </Typography.Text>
            </td>
            <td className={styles.count}>
              <InputNumber<number>
                min={0}
                max={1_000_000}
                precision={0}
                controls={false}
                // A denomination not counted shows its placeholder, also when a recount brings it back as 0.
                value={lembar[kode] || null}
                placeholder="0"
                disabled={disabled}
                onChange={(value) => onLembar(kode, value ?? 0)}
                aria-label={`${TEXTS.lembar} ${formatRupiah(nilai)} ${jenis === 'KERTAS' ? TEXTS.kertas : TEXTS.logam}`}
                data-testid={`pecahan-${kode}`}
                className={styles.input}
              />
            </td>
            <td className={styles.amount} data-testid={`pecahan-${kode}-jumlah`}>
              {formatRupiah(nilai * (lembar[kode] ?? 0))}
            </td>
          </tr>
        ))}
        <tr className={styles.group}>
          <td>
            {TEXTS.lainLain}{' '}
            <Typography.Text type="secondary" className={styles.kind}>
              {TEXTS.lainLainCatatan}
            </Typography.Text>
          </td>
          <td className={styles.count}>
            <RupiahInput
              value={lainLain || null}
              placeholder="0"
              disabled={disabled}
              onChange={(value) => onLainLain(value ?? 0)}
              aria-label={TEXTS.lainLain}
              data-testid="pecahan-lain-lain"
            />
          </td>
          <td className={styles.amount}>{formatRupiah(lainLain)}</td>
        </tr>
      </tbody>
    </table>
  );
}
