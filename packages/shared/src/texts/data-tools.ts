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
  /** Delete Data's period rules (decision 025). */
  periodeTerbalik: 'Tanggal Awal tidak boleh setelah Tanggal Akhir',
  periodeTerlaluPanjang: (hari: number) => `Periode hapus data paling lama ${hari} hari`,
  belumDitutup: (tglSystem: string) =>
    `Data hari berjalan dan hari yang belum ditutup tidak dapat dihapus: Tanggal Akhir harus sebelum ${tglSystem}`,
  /** The confirmation names the count and the period, in the words of SPEC §8's dialogs. */
  konfirmasiHapus: (jumlah: number, type: string, from: string, to: string) =>
    `Apakah Anda Yakin Ingin Menghapus ${jumlah} Data ${type} Tanggal ${from} s/d ${to} ?`,
  tidakAdaDataHapus: (type: string, from: string, to: string) =>
    `Tidak Ada Data ${type} Tanggal ${from} s/d ${to}`,
  hanyaPenjualan: (kodeToko: string) => `Toko ${kodeToko} hanya dapat mengimport data penjualan`,
};
