import type { PesananDoc } from '@toko/shared';
import { formatBerat, formatRupiah } from '../../../lib/format';
import { type CartLine, cartTotals } from './penjualan-cart';

/**
 * The sale collecting an order: its made piece priced by its real weight at the order's
 * price per gram plus its ongkos (decision 018); the DP paid when the order was taken
 * counts as paid, the customer pays the rest.
 */
export function pesananTotals(doc: Pick<PesananDoc, 'dp'>, lines: readonly CartLine[]) {
  const { total, beratMg } = cartTotals(lines);
  return { total, beratMg, dp: doc.dp, sisa: Math.max(0, total - doc.dp) };
}

/**
 * "CINCIN UKIR NAMA SARI, estimasi 5.000 gr (Rp 5,150,000), jadi 5.120 gr: harga pesanan
 * Rp 7,780,000. DP Rp 1,000,000 sudah dibayar, sisa Rp 6,780,000." (the order's number is
 * the title's). Before the piece is priced, the estimate and the DP only.
 */
export function ambilPesananText(doc: PesananDoc, lines: readonly CartLine[]): string {
  const estimasi = `${doc.deskripsi}, estimasi ${formatBerat(doc.berat)} gr (${formatRupiah(doc.total)})`;
  const dp = `DP ${formatRupiah(doc.dp)} sudah dibayar`;
  if (lines.length === 0) return `${estimasi}. ${dp}.`;
  const totals = pesananTotals(doc, lines);
  return `${estimasi}, jadi ${formatBerat(totals.beratMg / 1000)} gr: harga pesanan ${formatRupiah(
    totals.total,
  )}. ${dp}, sisa ${formatRupiah(totals.sisa)}.`;
}
