/** Import Data and Delete Data (SPEC §5, §7, §9): the screens' and the server's words. */
export const dataTools = {
  typeBelumDipilih: 'Type Belum Di Pilih',
  fileBelumDipilih: 'File Belum Di Pilih',
  /** SPEC §5 names the Group, Jenis and Gudang messages (Gudang also for baki, penjualan, pembelian). */
  bukanType: (nama: string) => `Data Di Import Bukan ${nama}`,
  gagalImport: 'Data Gagal Di Import',
  bukanCsv: 'File Harus Berformat .csv',
  berhasilImport: 'Data Berhasil Di import',
  berhasilHapus: 'Data Berhasil Di Hapus',
  gagalKirim: 'Terjadi kesalahan saat mengirim data',
  hanyaPenjualan: (kodeToko: string) => `Toko ${kodeToko} hanya dapat mengimport data penjualan`,
};
