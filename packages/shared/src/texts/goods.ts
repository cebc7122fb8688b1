import { formatGrams } from '../common/weight.ts';

/** What the Sepuhan screens (Cucian, Sortir Pembelian, Pindah Sortir) and their server say. */
export const sepuhan = {
  tujuanBeli: 'Tujuan sortir harus gudang penjualan, bukan gudang BELI',

  sesudahKosong: (kode: string) => `Berat Sesudah barang ${kode} harus lebih dari 0`,
  sesudahLebihBerat: (kode: string, sebelumMg: number) =>
    `Berat Sesudah barang ${kode} tidak boleh melebihi Berat Sebelum (${formatGrams(sebelumMg)} gr): cucian tidak menambah emas`,
  beratBerubah: (kode: string) =>
    `Berat barang ${kode} sudah berubah oleh transaksi lain, silahkan scan ulang`,
  perluOtorisasi: 'Susut cucian melebihi toleransi, perlu otorisasi',
  bukanBeli: (kode: string, status: string) =>
    `Barang ${kode} bukan barang pembelian yang menunggu sortir (status ${status})`,
  sudahDicuci: (kode: string, noCucian: string) =>
    `Barang ${kode} sudah dicuci (${noCucian}), pembelian tidak dapat dibatalkan`,
  cucianTidakAda: (no: string) => `Data cucian ${no} tidak ditemukan`,

  belumDisortir: (kode: string) =>
    `Barang ${kode} belum disortir (bukan barang hasil Sortir Pembelian), tidak dapat dipindah sortir`,
  sudahDiTujuan: (kode: string, tujuan: string) => `Barang ${kode} sudah berada di tujuan ${tujuan}`,
  pindahSortirTidakAda: (no: string) => `Data pindah sortir ${no} tidak ditemukan`,
} as const;
