import type { NotaAmount } from '@toko/shared';
import { Descriptions } from 'antd';
import { Fragment } from 'react';
import styles from './pembayaran-lines.module.css';

/*
 * How a payment reads on screen. The lines come from @toko/shared (pembayaranPenjualan,
 * pembayaranPembelian, rincian...), the same the receipt prints: cash with change is
 * always "Cash diterima / Kembalian / Cash bersih", whichever screen shows it.
 */

/** "Debet (MANDIRI)", "Transfer (Rek. 1234567890)": the label with what it refers to. */
export function pembayaranLabel(line: NotaAmount): string {
  return line.detail ? `${line.label} (${line.detail})` : line.label;
}

export interface PembayaranLinesProps {
  lines: readonly NotaAmount[];
  'data-testid'?: string;
}

/** A payment inside a list's cell: one line per method, label and amount side by side. */
export function PembayaranLines({ lines, 'data-testid': testId = 'pembayaran' }: PembayaranLinesProps) {
  if (lines.length === 0) return <span data-testid={testId}>-</span>;
  return (
    <div className={styles.lines} data-testid={testId}>
      {lines.map((line) => (
        <Fragment key={line.label}>
          <span className={line.strong ? `${styles.label} ${styles.strong}` : styles.label}>
            {line.label}
            {line.detail && <span className={styles.detail}> {line.detail}</span>}
          </span>
          <span className={line.strong ? `${styles.value} ${styles.strong}` : styles.value}>
            {line.value}
          </span>
        </Fragment>
      ))}
    </div>
  );
}

/** A payment in a detail dialog: the same lines as a bordered list. */
export function PembayaranRincian({ lines, 'data-testid': testId }: PembayaranLinesProps) {
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      data-testid={testId}
      items={lines.map((line) => ({
        key: line.label,
        label: pembayaranLabel(line),
        children: line.strong ? <strong>{line.value}</strong> : line.value,
      }))}
    />
  );
}
