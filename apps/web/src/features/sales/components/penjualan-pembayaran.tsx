import { type PenjualanDoc, pembayaranPenjualan } from '@toko/shared';
import { PembayaranLines } from '../../../components/pembayaran/pembayaran-lines';

/** How a sale was paid, one line per method, in the nota's words (cash with its change). */
export function PenjualanPembayaran({ doc }: { doc: PenjualanDoc }) {
  return <PembayaranLines lines={pembayaranPenjualan(doc)} />;
}
