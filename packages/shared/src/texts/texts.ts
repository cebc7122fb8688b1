import { cash } from './cash.ts';
import { cekNota } from './cek-nota.ts';
import { dataTools } from './data-tools.ts';
import { sepuhan } from './goods.ts';
import { hitungKas } from './hitung-kas.ts';
import { hutang } from './hutang.ts';
import { hargaEmas } from './master-data.ts';
import { member } from './members.ts';
import { papanHarga } from './papan-harga.ts';
import { pesanan } from './pesanan.ts';
import { notaPembelian, pembelian } from './purchases.ts';
import { report } from './reports.ts';
import { nota, notaTitipan, notaTukar, payment, pembayaran, titipan, tukar } from './sales.ts';
import { service } from './service.ts';
import { status } from './status.ts';
import { stockOpname } from './stock-taking.ts';

/**
 * Every text the specification quotes, verbatim (typos included: the spec is the
 * product), plus the server's own messages. Both sides import from here so tests can
 * assert the exact words. The flat keys are the app-wide words; an area's words are a
 * group of their own (TEXTS.cash.catatanKartu …), each kept in a file beside this one.
 * The server's own messages of one area are in apps/server/src/texts.ts, the words only
 * the screens say in apps/web/src/texts.ts.
 */
export const TEXTS = {
  accessDeniedTitle: 'Mohon Maaf - Akses Di Menu Ini Tidak Di Izinkan',
  accessDeniedHint: 'Hubungi Admin Jika Ingin Memakai Menu Ini',
  goHome: 'Go Home',
  /** Not in the spec (which words only the refused menu): a mistyped address is not a refusal. */
  notFoundTitle: 'Halaman Tidak Ditemukan',
  notFoundHint: 'Alamat yang dibuka tidak ada. Periksa kembali alamatnya atau kembali ke Dashboard.',
  welcomeBack: (userId: string) => `Selamat Datang Kembali ${capitalise(userId)}`,
  dateBlockTitle: 'Tanggal System Berbeda Dengan Tanggal Sekarang - Silahkan Tutup Toko',
  closeStoreNow: 'Tutup Toko Sekarang',
  closingProgress: 'Mohon Menunggu Sedang Menutup Toko !!!',
  tanggalSystem: (date: string) => `Tanggal System : ${date}`,
  offline: 'Looks like you lost your internet connection',
  backOnline: 'Looks like you connection is Back, You Can Use Our Website Again',
  updateAvailable: 'Update Tersedia, Silahkan Tutup Tab Halaman ini dan buka kembali',

  invalidToken: 'Invalid Token.',
  passwordChanged: 'Password Berhasil Diubah',
  timeoutTitle: 'Tidak Terhubung Keserver',
  timeoutText: 'Silahkan Coba Lagi',
  retry: 'Coba Lagi',
  connectionTimeout: 'Koneksi bermasalah..',
  connectionProblem: 'Koneksi Bermasalah',
  saveError: 'Terjadi Kesalhaan Saat Mengirim Data',
  deleteFailed: 'Gagal Menghapus Data',
  importFailed: 'Terjadi Kesalahan Saat Import Data',
  reportFailed: 'Terjadi kesalahan saat mengirim data',
  requestFailed: 'Terjadi Kesalahan Saat Request Data',
  closingInProgress: 'Error! Sedang dalam proses tutup toko!',
  closedByOther: 'Toko Sudah Ditutup Oleh Akun Lain',
  closeFailed: 'Terjadi Kesalahan Saat Menutup Toko',
  logoutFailed: 'Gagal Logout',
  /** A document of scanned pieces saved with none scanned (sales, deposits, moves, sends, hancur). */
  barangHarusDiscan: 'Barang Harus Discan',
  logoutOtherUser: 'User ID tidak sesuai dengan sesi: sesi Anda tetap diakhiri',

  saved: 'Berhasil Menyimpan Data',
  deleted: 'Berhasil Menghapus Data',
  imported: 'Data Berhasil Di import',
  dataDeleted: 'Data Berhasil Di Hapus',
  reportAvailable: 'Laporan Tersedia',
  reportUnavailable: 'Laporan Tidak Tersedia',
  storeClosed: 'Berhasil Menutup Toko',

  confirmDelete: (what: string) => `Apakah Anda Yakin Ingin Menghapus ${what} ?`,
  confirmCloseStore: 'Apakah Anda Yakin Ingin Menutup Toko ?',
  confirmLogoutTitle: 'Konfirmasi Keluar !!',
  confirmLogoutText: 'Apakah anda ingin keluar ?',
  oops: 'Oopss!!',
  warning: 'Warning !!!',
  activate: 'Aktifkan',
  cancel: 'Batal',
  information: 'Informasi !!!',
  no: 'Tidak',
  ok: 'OK',
  noData: 'Tidak Ada Data',
  today: 'Hari Ini',
  selectPrompt: 'You need to select oranges :)',

  menuCloseStore: 'Tutup Toko',
  menuChangePassword: 'Ganti Password',
  menuLogout: 'Logout',

  // Server messages (our own wording, Indonesian like the rest).
  loginFailed: 'User ID atau Password salah',
  userInactive: 'User tidak aktif, hubungi Admin',
  shopUnknown: 'Toko tidak ditemukan',
  tooManyLogins: 'Terlalu banyak percobaan masuk, coba lagi dalam beberapa menit',
  /** A public page (Papan Harga) asked too often from one address. */
  tooManyRequests: 'Terlalu banyak permintaan. Coba lagi sebentar lagi.',
  wrongOldPassword: 'Password Lama Salah',
  samePassword: 'Password Baru Harus Berbeda Dengan Password Lama',
  menuForbidden: 'Anda tidak memiliki akses ke menu ini',
  /** A menu the user holds but the shop has not switched on: the owner is told which switch, not to call an admin. */
  moduleOff: (modules: readonly string[]) =>
    `Menu ini belum aktif di toko ini: nyalakan modul ${modules.join(' dan ')} di Utility › Setting System (bagian Modul).`,
  dateBlockedWrite: 'Tanggal System Berbeda Dengan Tanggal Sekarang - Silahkan Tutup Toko Terlebih Dahulu',
  notFound: 'Data tidak ditemukan',
  invalidInput: 'Data yang dikirim tidak valid',
  serverError: 'Terjadi kesalahan pada server',
  closeProcessInvalid: "PROSES harus bernilai 'close'",

  // One group per area (a key of its own: none is a flat key above).
  cash,
  hargaEmas,
  nota,
  notaPembelian,
  notaTitipan,
  notaTukar,
  payment,
  dataTools,
  hitungKas,
  papanHarga,
  cekNota,
  hutang,
  member,
  pembayaran,
  pembelian,
  pesanan,
  report,
  sepuhan,
  service,
  status,
  stockOpname,
  titipan,
  tukar,
} as const;

/** "KASIR" -> "Kasir": the welcome text capitalises the user id. */
export function capitalise(text: string): string {
  const lower = text.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
