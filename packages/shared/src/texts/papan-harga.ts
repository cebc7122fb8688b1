/** Papan Harga: the day's prices on a public page (issue 30). */
export const papanHarga = {
  judul: 'Harga Emas Hari Ini',
  belumDiperbarui: 'Harga belum diperbarui hari ini',
  /** While PAPAN_HARGA_MODULE is off the board shows no price, only this. */
  tidakAktif: 'Papan harga toko ini tidak aktif',
  tokoTidakDikenal: 'Toko tidak ditemukan',
} as const;
