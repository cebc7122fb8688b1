import { type PenjualanDoc, pembayaranPenjualan } from '@toko/shared';
import { transaksiSummaryColumns } from '../../../components/transaksi-list/transaksi-summary-columns';

/** The columns Validasi Penjualan and Batal Penjualan share. */
export const penjualanSummaryColumns = transaksiSummaryColumns<PenjualanDoc>(pembayaranPenjualan);
