import { pembayaran } from './sales.ts';

/** Pembelian (buyback). */
export const pembelian = {
  barangHarusDiisi: 'Barang Harus Diisi',
  kondisiHarusDipilih: 'Kondisi Harus Dipilih',
  perluOtorisasi:
    'Pembelian tanpa nota, di atas harga nota, lebih berat dari nota atau dengan potongan di luar batas rugi nota perlu otorisasi',
  bayarTidakSama: (total: string, bayar: string) =>
    `Pembayaran ${bayar} harus sama dengan total pembelian ${total}`,
  rekening: 'Rekening Transfer Harus Dipilih',
  notaTidakDitemukan: (barcode: string) =>
    `Barcode ${barcode} tidak ditemukan di penjualan toko ini yang sudah divalidasi`,
  sudahDibeli: (barcode: string, no: string) => `Barang ${barcode} sudah dibeli kembali (${no})`,
  masihDiToko: (barcode: string) => `Barang ${barcode} masih menjadi stock toko, bukan barang yang terjual`,
  barcodeGanda: (barcode: string) => `Barcode ${barcode} discan lebih dari sekali`,
  notaJualDihapus: (barcode: string, noFakturJual: string) =>
    `Nota penjualan ${noFakturJual} barang ${barcode} sudah dihapus (Hapus Data): pembelian ini tidak dapat dibatalkan`,
} as const;

/** The buyback nota. */
export const notaPembelian = {
  total: 'Total Pembelian',
  transfer: pembayaran.transfer,
  totalBatal: 'Total Batal',
  /** A piece bought without receipt has no barcode until the buyback is validated. */
  tanpaBarcode: 'TANPA BARCODE',
} as const;
