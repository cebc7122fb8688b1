import { type PembelianDoc, pembayaranPembelian } from '@toko/shared';
import { transaksiSummaryColumns } from '../../../components/transaksi-list/transaksi-summary-columns';

/** The columns the buyback tab of Validasi Jual Beli and Batal Pembelian share. */
export const pembelianSummaryColumns = transaksiSummaryColumns<PembelianDoc>(pembayaranPembelian);
