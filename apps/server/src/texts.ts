import { namedDocuments } from '@toko/shared';

/**
 * The server's own messages, one group per area (SERVER_TEXTS.penjualan.perluOtorisasi …),
 * kept in this one module so tests can import the exact words. The texts both sides show
 * live in @toko/shared's TEXTS.
 */
/** Titipan (deposits): saving, validating and taking them out. */
const titipan = {
  tanpaBaki: 'Belum ada baki aktif di gudang TITIP: tambahkan di Master Baki',
  belumValid: (nos: readonly string[], jumlah: number) =>
    `masih ada ${jumlah} titipan yang belum divalidasi: ${namedDocuments(nos, jumlah)}`,
  bukanOpen: (no: string) => `Titipan ${no} sudah selesai atau dibatalkan`,
  sudahValid: (no: string) => `Titipan ${no} sudah divalidasi`,
  belumDivalidasi: (no: string) => `Titipan ${no} belum divalidasi`,
  barangBerbeda: (no: string) => `Barang yang diambil harus sama dengan barang titipan ${no}`,
} as const;

/** The counter's payment fields, shared by the sales documents. */
const counter = {
  rekening: 'Rekening Transfer Harus Dipilih',
  bankDebet: 'Bank Debet Harus Dipilih',
  bankCredit: 'Bank Credit Harus Dipilih',
} as const;

/** Penjualan (sales), with the counter's payment words. */
const penjualan = {
  perluOtorisasi: 'Harga jual di bawah harga sistem, perlu otorisasi',
  ...counter,
  belumValid: (nos: readonly string[], jumlah: number) =>
    `masih ada ${jumlah} penjualan yang belum divalidasi: ${namedDocuments(nos, jumlah)}`,
} as const;

/** Pembelian (buyback). */
const pembelian = {
  tanpaBaki: 'Belum ada baki aktif di gudang BELI: tambahkan di Master Baki',
  belumValid: (nos: readonly string[], jumlah: number) =>
    `masih ada ${jumlah} pembelian yang belum divalidasi: ${namedDocuments(nos, jumlah)}`,
  direbut: 'Barang sudah dibeli kembali oleh transaksi lain, silahkan scan ulang',
} as const;

/** Messages of image uploads (SPEC §5 words where it has them). */
const image = {
  noFile: 'File Belum Di Pilih',
  notAnImage: 'File harus berupa gambar JPG, PNG atau WEBP',
  tooLarge: 'Ukuran gambar maksimal 2 MB',
  oneFile: 'Kirim satu gambar saja',
  /** A document names a photo that is not one this shop uploaded for it (or is gone). */
  fotoTidakDitemukan: 'Foto tidak ditemukan, unggah ulang foto',
} as const;

/** Managing users and their menu grants. */
const user = {
  onlyFullAccess: 'Hanya OWN, SU dan MU yang dapat mengelola user',
  aboveOwnLevel: 'Tidak dapat memberi level di atas level Anda sendiri',
  higherUser: 'Tidak dapat mengubah user dengan level di atas level Anda',
  lastOwner: 'Owner aktif terakhir tidak dapat dinonaktifkan atau diturunkan levelnya',
  self: 'Tidak dapat menonaktifkan atau menurunkan level akun Anda sendiri',
  grantsOwn: 'Tidak dapat mengubah hak akses akun Anda sendiri',
  grantsNotYours: 'Tidak dapat memberi menu yang Anda sendiri tidak punya',
  grantsFullAccess: 'Level OWN, SU dan MU selalu melihat semua menu',
  notFound: 'User tidak ditemukan',
} as const;

/** Otorisasi: a second user's consent. */
const otorisasi = {
  gagal: 'User ID atau Password Otorisasi salah',
  userLain: 'Otorisasi harus diberikan oleh user lain',
  tidakBerhak: (userId: string) => `User ${userId} tidak berhak memberi otorisasi`,
  terlaluSering: 'Terlalu banyak percobaan otorisasi gagal, coba lagi beberapa menit lagi',
} as const;

/** Refusals of a request as a whole, before any route reads it. */
const http = {
  bodyTerlaluBesar: (mb: number) => `Data yang dikirim terlalu besar (paling besar ${mb} MB)`,
  databaseTidakTersedia: 'Database sedang tidak dapat dihubungi, coba lagi sebentar lagi',
} as const;

/** Import Data (decision 024): the server's refusals of a file, its parts and its rows. */
const dataImport = {
  /** Prefixed to a row's reason: the file row, counting the header as row 1. */
  baris: (baris: number, alasan: string) => `Baris ${baris}: ${alasan}`,
  tidakDitemukan: 'Import tidak ditemukan',
  sudahSelesai: 'Import ini sudah selesai diproses; ulangi import dari awal',
  bukanTypeIni: (type: string) => `Bagian file ini bukan type ${type}`,
  typeCash: 'Type harus keuangan_cash atau keuangan_non_cash',
  typeTidakCocok: (type: string) => `Type ${type} tidak diimport melalui alamat ini`,
  tidakBerurutan: (baris: number) => `Bagian file tidak berurutan: diharapkan mulai baris ${baris}`,
  terlaluBanyakBaris: (max: number) => `Satu bagian file paling banyak ${max} baris`,
  fileTerlaluBesar: (max: number) => `File paling banyak ${max} baris`,
  kosong: 'File tidak berisi baris data',
  terhenti: 'Import terhenti sebelum selesai; ulangi import',
  gagal: 'Terjadi Kesalahan Saat Import Data',
  /** A field's reasons, naming it as the file's header does. */
  harusDiisi: (field: string) => `${field} harus diisi`,
  terlaluPanjang: (field: string, max: number) => `${field} paling banyak ${max} karakter`,
  bukanAngka: (field: string) => `${field} harus angka bulat tidak negatif`,
  bukanBerat: (field: string) => `${field} harus berat dalam gram (paling banyak 3 desimal)`,
  bukanPersen: (field: string) => `${field} harus persen antara 0 dan 100`,
  bukanTanggal: (field: string) => `${field} harus tanggal yyyy-MM-dd`,
  bukanBoolean: (field: string) => `${field} harus true/false, 1/0 atau Y/N`,
  bukanPilihan: (field: string, pilihan: readonly string[]) =>
    `${field} harus salah satu dari ${pilihan.join(', ')}`,
  tidakTerdaftar: (apa: string, kode: string) => `${apa} ${kode} tidak terdaftar`,
  /** A master row refused by the rule of the master's own screen. */
  tidakSesuaiMaster: (field: string, alasan: string) => `${field}: ${alasan}`,
  gandaDalamFile: (kode: string, baris: number) => `${kode} sudah ada di baris ${baris} file ini`,
  setelahTanggalSystem: (tanggal: string, tglSystem: string) =>
    `tanggal ${tanggal} setelah tanggal system ${tglSystem}`,
  bukanSebelumTanggalSystem: (tanggal: string, tglSystem: string) =>
    `tanggal ${tanggal} harus sebelum tanggal system ${tglSystem}`,
  bukanCash: (jenis: string) => `jenis ${jenis} bukan keuangan cash; import sebagai keuangan_non_cash`,
  bukanNonCash: 'jenis CASH bukan keuangan non cash; import sebagai keuangan_cash',
  cashTanpaRekening: 'keuangan cash tidak memakai no_rekening; import sebagai keuangan_non_cash',
  feeHanyaKartu: 'fee hanya untuk uang masuk dengan DEBET atau CREDIT',
  bukanTokoIni: (kode: string, kodeToko: string) => `kode_toko ${kode} bukan toko ${kodeToko}`,
  summaryTidakSeimbang: (apa: 'stock' | 'berat') =>
    `${apa}_akhir harus sama dengan ${apa}_awal + ${apa}_in + ${apa}_tambah + ${apa}_beli - ${apa}_out - ${apa}_jual - ${apa}_hancur`,
  sudahTercatat: (tanggal: string) => `stock tanggal ${tanggal} sudah tercatat di sistem ini`,
} as const;

/** Members named on a document. */
const member = {
  tidakDitemukan: (kode: string) => `Member ${kode} tidak ditemukan`,
  tidakAktif: (kode: string) => `Member ${kode} tidak aktif`,
} as const;

/** Every group above, as the services and tests import them. */
/** Service (repairs): validating, finishing, handing back and cancelling them. */
const service = {
  tukangTidakAda: (kode: string) => `Tukang ${kode} tidak ditemukan atau tidak aktif`,
  bukanOpen: (no: string) => `Service ${no} sudah selesai, diambil atau dibatalkan`,
  belumSelesai: (no: string) => `Service ${no} belum selesai dikerjakan atau sudah diambil`,
  sudahValid: (no: string) => `Service ${no} sudah divalidasi`,
  sudahBatal: (no: string) => `Service ${no} sudah diambil atau dibatalkan`,
  belumDivalidasi: (no: string) => `Service ${no} belum divalidasi`,
  bukanHariIni: 'Hanya service hari ini yang dapat dibatalkan',
  barangSelesai: (no: string) => `Berat selesai harus diisi tepat untuk setiap barang service ${no}`,
  belumValid: (nos: readonly string[]) =>
    `masih ada ${nos.length} service yang belum divalidasi: ${nos.join(', ')}`,
} as const;

/**
 * Import Data of the documents (penjualan, pembelian): refusals of a whole file naming the
 * file's row (`Baris N: …`, the framework's prefix for one row's fields).
 */
const importDokumenTanggal = (tanggal: string, tglSystem: string) =>
  `tgl_system ${tanggal} sesudah tanggal system toko ${tglSystem}`;
const importDokumen = {
  /** A row's own reason (the framework names the row). */
  tanggalSesudah: importDokumenTanggal,
  sesudahTanggalSystem: (baris: number, tanggal: string, tglSystem: string) =>
    `Baris ${baris}: ${importDokumenTanggal(tanggal, tglSystem)}`,
  nomorDobel: (baris: number, field: string, no: string, first: number) =>
    `Baris ${baris}: ${field} ${no} sudah ada di baris ${first}`,
  kunjunganBerbeda: (
    baris: number,
    field: string,
    value: string,
    firstValue: string,
    first: number,
    group: string,
  ) =>
    `Baris ${baris}: ${field} "${value}" berbeda dengan "${firstValue}" di baris ${first}; ` +
    `satu no_faktur_group ${group} harus sama di semua barisnya`,
  buatanKasir: (baris: number, dokumen: string, no: string) =>
    `Baris ${baris}: no_faktur_group ${no} adalah ${dokumen} yang dibuat di kasir toko ini, bukan hasil import`,
  tokoLain: (baris: number, dokumen: string, no: string, kodeToko: string) =>
    `Baris ${baris}: no_faktur_group ${no} sudah dipakai ${dokumen} toko ${kodeToko}`,
  barisDiKunjunganLain: (baris: number, field: string, no: string, group: string) =>
    `Baris ${baris}: ${field} ${no} sudah tercatat pada no_faktur_group ${group}`,
  masihDiStok: (baris: number, barcode: string, gudang: string, baki: string) =>
    `Baris ${baris}: kode_barcode ${barcode} masih ada di stok toko ini (gudang ${gudang}, baki ${baki}); ` +
    'barang yang sudah terjual tidak bisa sekaligus ada di baki',
  jumlahTerlaluBesar: (baris: number, group: string) =>
    `Baris ${baris}: jumlah harga no_faktur_group ${group} terlalu besar`,
} as const;

/** Backup and restore (`npm run backup`, `npm run restore`). */
const backup = {
  ditolak: 'Cadangan hanya bisa diminta oleh npm run backup di mesin server ini',
} as const;

export const SERVER_TEXTS = {
  backup,
  titipan,
  service,
  counter,
  penjualan,
  pembelian,
  image,
  user,
  otorisasi,
  member,
  dataImport,
  http,
  importDokumen,
} as const;
