import { formatRupiah } from '../common/format.ts';

/** Tukar (trade-in): a sale paid with a buyback. */
export const tukar = {
  bukanTitipan: 'Tukar tidak dapat digabung dengan pengambilan titipan',
  bukanTukar: (no: string) => `Penjualan ${no} tidak dibayar dengan tukar`,
  lewatBatalTukar: (no: string) =>
    `${no} adalah bagian dari tukar: batalkan penjualan dan pembelian tukarnya bersama lewat Batal Tukar`,
  belumValid: (no: string) => `Tukar ${no} belum divalidasi seluruhnya (penjualan dan pembeliannya)`,
  bukanHariIni: 'Hanya tukar hari ini yang dapat dibatalkan',
  sudahBatal: (no: string) => `Tukar ${no} sudah dibatalkan`,
} as const;

/** The sales nota. */
export const nota = {
  batal: 'BATAL',
  terbilangLabel: 'Terbilang',
  syaratLabel: 'Syarat dan Ketentuan',
  /** Under the receipt's QR code (Cek Nota). */
  qrKeterangan: 'Pindai untuk cek keaslian nota',
} as const;

/** The words of a payment's lines, the same on every screen and receipt. */
export const pembayaran = {
  dpTitipan: 'DP Titipan',
  dpPesanan: 'DP Pesanan',
  cash: 'Cash',
  cashDiterima: 'Cash diterima',
  kembalian: 'Kembalian',
  cashBersih: 'Cash bersih',
  transfer: 'Transfer',
  tukar: 'Tukar',
} as const;

/** The deposit (titipan) nota. */
export const notaTitipan = {
  totalHarga: 'Total Harga',
  dp: 'DP',
  sisa: 'Sisa Pembayaran',
  diambil: 'Diambil Nota',
} as const;

/** The trade-in slip. */
export const notaTukar = {
  noJual: 'No Nota Jual',
  noBeli: 'No Nota Beli',
  jual: 'Jual',
  tukar: 'Tukar',
  totalPenjualan: 'Total Penjualan',
  nilaiTukar: 'Nilai Tukar',
  tukarTambah: 'Tukar Tambah',
  tukarKurang: 'Tukar Kurang (dibayar toko)',
} as const;

/** A sale's payment check. */
export const payment = {
  nonTunaiLebih: 'Pembayaran non tunai melebihi total yang harus dibayar',
  kurang: (amount: number) => `Pembayaran kurang ${formatRupiah(amount)}`,
  negatif: 'Nominal pembayaran tidak boleh negatif',
} as const;

/** Titipan (deposits). */
export const titipan = {
  dpHarusDiisi: 'DP Harus Diisi',
  dpLebih: 'DP tidak boleh melebihi harga barang',
} as const;
