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
  /** The page's own refusals of a file, before anything is sent. */
  kutipTerbuka: (baris: number) => `Baris ${baris}: tanda kutip tidak ditutup, file tidak dapat dibaca`,
  fileKosong: 'File Tidak Berisi Data',
  fileTerlaluBesar: (megabyte: number) => `Ukuran File Maksimal ${megabyte} MB`,
  namaFile: (type: string) => `Nama file harus memuat "${type}" dan berakhiran .csv`,
  /** What the page says about the file before it is chosen (SPEC §5's rules, in the shop's words). */
  petunjuk: [
    'Baris pertama berisi judul kolom (huruf besar/kecil tidak berpengaruh).',
    'Baris terakhir file tidak ikut diimport.',
    'Pemisah kolom koma (,) atau titik koma (;) seperti hasil simpan Excel sebagai CSV.',
    'Kolom teks yang kosong diisi "-", kolom angka yang kosong diisi 0.',
    'Berat dalam gram, desimal dengan titik atau koma (contoh 3.270 atau 3,270); rupiah tanpa titik atau koma.',
    'Satu baris salah membatalkan seluruh file; import ulang file yang sama tidak menggandakan data.',
  ],
  /** Progress under the bar. */
  membaca: 'Membaca file...',
  mengirim: (diterima: string, total: string) => `${diterima} dari ${total} baris diterima`,
  menyimpan: (total: string) => `Menyimpan ${total} baris...`,
  hasilImport: (baru: string, diubah: string) => `${baru} data baru, ${diubah} data diperbarui`,
};
