import type { HTMLAttributes } from 'react';
import { formatRupiah } from '../../lib/format';
import styles from './rupiah-cell.module.css';

export type RupiahCellProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  value: number;
  /** Another way to write the amount ('+Rp 3,000,000'); "Rp 3,000,000" by default. */
  format?: (value: number) => string;
  'data-testid'?: string;
};

/**
 * Rupiah in a table cell, never broken between "Rp" and the number: a narrow column (a
 * list beside the sidebar, a counter's card on a tablet) put "Rp" on one line and
 * "1,000,000" on the next. Every table shows its amounts through this, so the rule lives
 * in one place.
 */
export function RupiahCell({ value, format = formatRupiah, className, ...rest }: RupiahCellProps) {
  return (
    <span {...rest} className={className ? `${styles.rupiah} ${className}` : styles.rupiah}>
      {format(value)}
    </span>
  );
}
