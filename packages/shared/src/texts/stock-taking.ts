/** What the stock-taking screens (Stock Opname, Penerimaan, Global) and their server say. */
export const stockOpname = {
  masihOpen: (noOpname: string, tempat: string) => `Stock opname ${noOpname} (${tempat}) masih berjalan`,
  sudahAdaOpen: (tempat: string) => `Masih ada stock opname yang berjalan untuk ${tempat}`,
  tidakAda: 'Data stock opname tidak ditemukan',
  batalPerluOtorisasi: 'Membatalkan stock opname memerlukan otorisasi',
  tidakDapatDibatalkan: (noOpname: string, status: string) =>
    `Stock opname ${noOpname} sudah ${status === 'BATAL' ? 'dibatalkan' : 'selesai'}, tidak dapat dibatalkan`,
  belumSelesai: 'Hasil stock opname tersedia setelah opname selesai',
  sudahSelesai: (noOpname: string) => `Stock opname ${noOpname} sudah selesai, tidak dapat discan lagi`,
  barcodeTidakAda: (kode: string) => `Barang ${kode} tidak ditemukan`,
  dokumenTidakAda: (no: string) => `Dokumen ${no} tidak ditemukan atau tidak berisi barang`,
  bakiKosong: (baki: string) => `Baki ${baki} tidak berisi barang`,
  tempatGlobal: 'seluruh toko',
  tempatDokumen: (no: string) => `dokumen ${no}`,
  tempatBaki: (gudang: string, baki: string) => `baki ${gudang}/${baki}`,
} as const;
