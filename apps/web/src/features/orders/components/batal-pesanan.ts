import { type PesananDoc, paidParts, type StoredPaymentParts } from '@toko/shared';
import { formatRupiah } from '../../../lib/format';

const METODE: Record<string, string> = {
  CASH: 'Cash',
  TRANSFER: 'Transfer',
  DEBET: 'Debet',
  CREDIT: 'Credit',
};

/**
 * How a cancelled order's DP goes back, as the server refunds it: by the methods it was
 * paid with (cash net of change). Null when it was never validated: nothing reached the
 * cash book, so nothing goes back through it.
 */
export function refundText(doc: StoredPaymentParts & Pick<PesananDoc, 'status_valid'>): string | null {
  if (doc.status_valid !== 'DONE') return null;
  return paidParts(doc)
    .map((part) => `${METODE[part.jenis] ?? part.jenis} ${formatRupiah(part.jumlah)}`)
    .join(', ');
}
