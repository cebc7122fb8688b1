/** Members and points (decision 022): the screens' and the server's words. */
export const member = {
  namaHarusDiisi: 'Nama Member Harus Diisi',
  noHpTidakValid: 'No HP hanya angka, 8 sampai 15 digit',
  nikTidakValid: 'NIK harus 16 digit angka',
  tglLahirTidakValid: 'Tanggal Lahir tidak valid',
  tglLahirMasaDepan: 'Tanggal Lahir tidak boleh melewati hari ini',
  noHpTerdaftar: (noHp: string, kode: string) => `No HP ${noHp} sudah terdaftar atas member ${kode}`,
  poinHarusDiisi: 'Jumlah Poin Harus Diisi (tidak boleh 0)',
  poinKurang: (saldo: number, perlu: number) =>
    `Poin member tidak cukup: saldo ${saldo} poin, dibutuhkan ${perlu} poin`,
  penyesuaianMinus: (saldo: number) => `Pengurangan poin melebihi saldo member (${saldo} poin)`,
  hadiahHarusDipilih: 'Hadiah Harus Dipilih',
  hadiahTidakDitemukan: (kode: string) => `Hadiah ${kode} tidak ditemukan atau tidak aktif`,
  stokHadiahHabis: (nama: string, stock: number) =>
    `Stok hadiah ${nama} tidak cukup (tersisa ${stock}), silahkan pilih hadiah lain`,
  tukarTidakDitemukan: (no: string) => `Tukar poin ${no} tidak ditemukan`,
  jumlahTidakValid: 'Jumlah hadiah minimal 1',
  tukarSudahBatal: (no: string) => `Tukar poin ${no} sudah dibatalkan`,
  tukarBukanHariIni: (no: string) => `Hanya tukar poin hari ini yang dapat dibatalkan (${no} bukan hari ini)`,
  tukarBatalBerhasil: (no: string) =>
    `Tukar poin ${no} dibatalkan: hadiah kembali ke stok, poin kembali ke member`,
} as const;
