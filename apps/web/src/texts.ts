import {
  type Barang,
  formatNumber,
  formatRupiah,
  type PembelianLine,
  TEXTS,
  TUJUAN_SORTIR_LABEL,
  type TujuanSortir,
} from '@toko/shared';

/**
 * The words only the screens say, one group per screen or component (WEB_TEXTS.cash.bukuKas …),
 * kept in this one module so tests can import the exact words. Plain data: it imports nothing
 * but @toko/shared, so any feature, component or lib file may use it. Texts the server says
 * too live in @toko/shared's TEXTS.
 */
/** The customer block of the counter documents. */
const customer = {
  salesHarusDiisi: 'Sales Harus Diisi',
  memberHarusDipilih: 'Member Harus Dipilih',
  namaHarusDiisi: 'Nama Customer Harus Diisi',
} as const;

/** The buyback cart (Transaksi Pembelian and Tukar). */
const pembelianCart = {
  sudahAda: (kode: string) => `Barang ${kode} sudah ada di daftar`,
  barcodeSalah: 'Barcode harus angka, maksimal 8 digit, atau QR nota',
  scanPlaceholder: 'Scan barcode atau QR nota lalu tekan Enter',
  pilihBarang: (no: string) => `Pilih Barang dari Nota ${no}`,
  pilih: 'Pilih',
  tanpaNota: 'Tanpa nota: perlu otorisasi',
  diAtasSistem: 'Di atas harga sistem: perlu otorisasi',
  lebihBerat: 'Lebih berat dari nota: perlu otorisasi',
} as const;

/** The dialog of one bought-back piece. */
const pembelianLine = {
  titleNota: (barcode: string) => `Pembelian Barang ${barcode}`,
  titleTanpaBarcode: 'Pembelian Tanpa Barcode',
  hargaBelumDiinput: (group: string) =>
    `Harga emas hari ini untuk group ${group} belum diinput: harga beli memakai harga master atau harga hari sebelumnya`,
  tanpaHargaBeli: (group: string) => `Group ${group} belum punya harga beli hari ini`,
} as const;

/** The otorisasi dialog (a second user's consent). */
const otorisasi = {
  title: 'Otorisasi',
  hint: 'Perlu persetujuan Owner atau Supervisor lain: masukkan User ID, Password dan Alasan.',
  submit: 'Otorisasi',
  failed: 'Otorisasi Gagal',
} as const;

/** The nota print dialog. */
const notaDialog = {
  print: 'Cetak',
  pdf: 'Download PDF',
  close: 'Tutup',
  pdfFailed: 'Gagal membuat PDF nota',
  kirimWa: 'Kirim via WhatsApp',
} as const;

/** A counter document's status tag. */
const transaksiStatus = {
  belumValidasi: 'Belum Validasi',
  sudahValidasi: 'Sudah Validasi',
  batal: 'Batal',
  sebagianBatal: 'Sebagian Batal',
  /** Shown on a row in place of the actions a supervisor's validation still holds back. */
  menungguValidasi: 'Menunggu validasi supervisor',
} as const;

/** The words of the cash screens (the shared TEXTS.cash hold the ones the server says too). */
const cash = {
  saldoHariIni: (tanggal: string) => `Saldo Hari Ini - ${tanggal}`,
  inputUangKas: 'Input Uang Kas',
  bukuKas: 'Buku Kas',
  tersimpan: 'Tersimpan - No Ref',
  semuaMetode: 'Semua Metode',
  cari: 'Cari No Ref atau Keterangan',
  sesudahDisimpan: 'Sesudah Disimpan',
} as const;

/** Papan Harga: the day's prices on the shop's screen (issue 30). */
const papanHarga = {
  emas: 'Emas',
  hargaJual: 'Harga Jual',
  hargaBeli: 'Harga Beli',
  beliDenganNota: 'Beli dengan Nota',
  perGram: 'per gram',
  /** The receipt column is an estimate, said under the prices. */
  catatanNota: (kondisi: string) =>
    `Beli dengan nota: perkiraan untuk 1 gram bernota seharga hari ini, kondisi ${kondisi}. Harga sebenarnya mengikuti nota dan kondisi barang.`,
  diperbarui: (jam: string) => `Diperbarui pukul ${jam}`,
  memuat: 'Memuat harga...',
  gagal: 'Harga terbaru belum dapat dimuat. Mencoba lagi...',
  bukaPapan: 'Buka Papan Harga',
  bukaPapanCatatan: 'Halaman harga untuk layar toko, tanpa login (Setting System: PAPAN_HARGA_MODULE)',
} as const;

/** Dokumentasi API: the server's OpenAPI document, for owner levels (issue 31). */
const apiDocs = {
  judul: 'Dokumentasi API',
  unduh: 'Unduh openapi.json',
  gagal: 'Dokumentasi API belum dapat dimuat. Periksa koneksi lalu muat ulang halaman ini.',
  cari: 'Cari path, area atau menu',
  jumlah: (operasi: number, area: number) => `${operasi} panggilan dalam ${area} area`,
  kosong: 'Tidak ada panggilan yang cocok',
  akses: 'Akses',
  parameter: 'Parameter',
  body: 'Body',
  jawaban: 'Jawaban',
  kolomNama: 'Nama',
  kolomTipe: 'Tipe',
  kolomWajib: 'Wajib',
  wajib: 'Ya',
} as const;

/** Cek Nota: the public page of a receipt's QR code (issue 30). */
const cekNota = {
  memuat: 'Memeriksa nota...',
  gagal: 'Nota belum dapat diperiksa. Periksa koneksi lalu muat ulang halaman ini.',
  tidakDikenaliCatatan:
    'Kode pada nota ini tidak cocok dengan nota mana pun yang diterbitkan toko. Tanyakan langsung ke toko yang tertera pada nota.',
  nomor: 'No Nota',
  tanggal: 'Tanggal',
  barang: 'Barang',
  berat: 'Berat',
  kadar: 'Kadar',
  harga: 'Harga',
  nilai: 'Nilai Taksiran',
  total: 'Total',
  pokok: 'Pokok Pinjaman',
  statusPinjaman: 'Status',
  jatuhTempo: 'Jatuh Tempo',
  notaHutang: 'Nota Hutang (Gadai)',
  notaPenjualan: 'Nota Penjualan',
  notaBatal: 'Nota ini sudah dibatalkan',
  perkiraanBarang: 'Perkiraan beli kembali',
  gram: (berat: string) => `${berat} gr`,
} as const;

/** Hitung Kas: counting the drawer before Tutup Toko (issue 29). */
const hitungKas = {
  uangDiLaci: 'Uang di Laci',
  kasBuku: (tanggal: string) => `Kas Buku - ${tanggal}`,
  pecahan: 'Pecahan',
  lembar: 'Lembar / Keping',
  jumlah: 'Jumlah',
  kertas: 'Uang kertas',
  logam: 'Uang logam',
  lainLain: 'Lain-lain',
  lainLainCatatan: 'Uang yang tidak masuk pecahan di atas (Rp)',
  kasAwal: 'Kas awal',
  masuk: 'Masuk',
  keluar: 'Keluar',
  kasBukuSekarang: 'Kas buku',
  uangDihitung: 'Uang dihitung',
  selisih: 'Selisih',
  sesuai: 'Sesuai',
  lebih: 'Lebih',
  kurang: 'Kurang',
  simpan: 'Simpan Hitungan',
  tersimpan: 'Hitungan kas tersimpan',
  otorisasiJudul: 'Otorisasi Selisih Kas',
  otorisasiKeterangan: (selisih: string) =>
    `Uang di laci berbeda ${selisih} dari kas buku. Selisih dicatat di buku kas sebagai SELISIH KAS.`,
  wajib: 'Tutup Toko menunggu hitungan kas hari ini yang sama dengan kas buku.',
  tidakWajib: 'Hitungan kas tidak diwajibkan sebelum Tutup Toko (Setting System HITUNG_KAS_WAJIB).',
  sudahDihitung: (waktu: string, oleh: string, ke: number) =>
    `Sudah dihitung ${waktu} oleh ${oleh} (hitungan ke-${ke}).`,
  selisihTercatat: (selisih: string, oleh: string | null) =>
    `Selisih tercatat ${selisih}${oleh ? `, otorisasi ${oleh}` : ''}.`,
  berubah: 'Kas berubah sesudah dihitung: hitung ulang sebelum Tutup Toko.',
  hitungUlang: 'Menghitung ulang mengganti hitungan sebelumnya sampai toko ditutup.',
} as const;

/** The marketplace sales slip. */
const notaMarketplace = {
  title: 'SLIP PENJUALAN MARKETPLACE',
  marketplace: 'Marketplace',
} as const;

/** Scanning a piece into the sales cart. */
const penjualanScan = {
  barcodeSalah: 'Barcode harus angka, maksimal 8 digit',
} as const;

/** The sales cart. */
const penjualanCart = {
  sudahAda: (kode: string) => `Barang ${kode} sudah ada di daftar`,
  bawahSistem: 'Di bawah harga sistem: perlu otorisasi',
} as const;

/** Tukar (trade-in) on the sales screen. */
const tukar = {
  bayarDenganTukar: 'Bayar dengan Tukar',
  barangTukar: 'Barang Tukar',
  tanpaTukar: 'Tanpa Tukar',
  perluOtorisasi: 'Tukar ini perlu otorisasi Owner atau Supervisor saat disimpan',
  otorisasiTitle: 'Otorisasi Tukar',
  tersimpan: (no: string) => `Tukar Tersimpan - No Nota ${no}`,
  slipTitle: 'Slip Tukar',
} as const;

/** Transaksi Penjualan (sales and deposits). */
const transaksiPenjualan = {
  belumDiscan: TEXTS.barangHarusDiscan,
  hargaBelumDiinput: (groups: string) =>
    `Harga emas hari ini untuk group ${groups} belum diinput: harga memakai harga master atau harga hari sebelumnya`,
  titipanTersimpan: (no: string) => `Titipan Tersimpan - No Titip ${no}`,
  ambilTitipan: (no: string) => `AMBIL TITIPAN ${no}`,
  ambilPesanan: (no: string) => `AMBIL PESANAN ${no}`,
} as const;

/** Service (repairs): taking a piece in, finishing it, handing it back. */
const service = {
  tersimpan: (no: string) => `Service Tersimpan - No Service ${no}`,
  simpan: 'Simpan Service',
  estimasiHarusDiisi: 'Tanggal Estimasi Selesai Harus Diisi',
  tukangHarusDiisi: 'Tukang Harus Dipilih',
  biayaTukangHarusDiisi: 'Biaya Tukang Harus Diisi',
  beratSelesaiHarusDiisi: 'Berat Selesai Harus Diisi',
  selesaiTitle: (no: string) => `Service Selesai - ${no}`,
  ambilTitle: (no: string) => `Ambil Service - ${no}`,
  selesaiPesan: (no: string) => `Service ${no} selesai dikerjakan tukang, siap diambil customer`,
  ambilPesan: (no: string, sisa: string) => `Service ${no} diambil customer, pelunasan ${sisa} masuk ke kas`,
  batalPesan: (no: string, dp: string, valid: boolean) =>
    valid ? `Service ${no} dibatalkan, DP ${dp} dikembalikan dari kas` : `Service ${no} dibatalkan`,
  belumValid: 'Service belum divalidasi supervisor: belum dapat diambil',
} as const;

/** Pesanan (custom orders): taking an order with its DP, and the list that cancels it. */
const pesanan = {
  tersimpan: (no: string) => `Pesanan Tersimpan - No Pesanan ${no}`,
  simpan: 'Simpan Pesanan',
  kategoriHarusDiisi: 'Kategori Harus Dipilih',
  jenisHarusDiisi: 'Jenis Harus Dipilih',
  beratHarusDiisi: 'Berat Estimasi Harus Diisi',
  kadarHarusDiisi: 'Kadar Harus Diisi',
  hargaGramHarusDiisi: 'Harga Per Gram Harus Diisi',
  estimasiHarusDiisi: 'Tanggal Estimasi Selesai Harus Diisi',
  hargaBelumDiinput: (kategori: string) =>
    `Harga emas hari ini untuk kategori ${kategori} belum diinput: harga memakai harga master atau harga hari sebelumnya`,
  /** The cancel's result: a validated DP goes back by the methods it was paid with. */
  batalPesan: (no: string, dp: string, refund: string | null) =>
    refund ? `Pesanan ${no} dibatalkan, DP ${dp} dikembalikan: ${refund}` : `Pesanan ${no} dibatalkan`,
} as const;

/** Transaksi Pembelian (buyback). */
const transaksiPembelian = {
  perluOtorisasi: 'Pembelian ini perlu otorisasi Owner atau Supervisor saat disimpan',
  tersimpan: (no: string) => `Pembelian Tersimpan - No Nota ${no}`,
  otorisasiTitle: 'Otorisasi Pembelian',
} as const;

/** Batal Pembelian (same-day cancel of a buyback). */
const batalPembelian = {
  dibatalkan: (line: PembelianLine) =>
    line.no_faktur_jual
      ? `Pembelian ${line.no_faktur_beli} dibatalkan: ${line.kode_barcode} kembali tercatat terjual (${line.no_faktur_jual}), ${formatRupiah(line.harga)} kembali ke kas`
      : `Pembelian ${line.no_faktur_beli} dibatalkan: ${line.kode_barcode} keluar dari gudang BELI, ${formatRupiah(line.harga)} kembali ke kas`,
} as const;

/** Scanning pieces into a goods list (moves, sends, hancur). */
const scan = {
  invalidBarcode: 'Barcode harus angka, maksimal 8 digit',
  notFound: (kode: string) => `Barang ${kode} tidak ditemukan`,
  alreadyScanned: (kode: string) => `Barang ${kode} sudah ada di daftar`,
  notReady: (barang: Pick<Barang, 'kode_barcode' | 'status' | 'stock'>) =>
    `Barang ${barang.kode_barcode} tidak tersedia (status ${barang.status}, stock ${barang.stock})`,
} as const;

/** The lines of Tambah Barang. */
const barangLines = {
  jumlahEmas: 'Barang emas dicatat satu per barcode; jumlah lebih dari 1 hanya untuk aksesoris',
  row: (index: number, message: string) => `Baris ${index + 1}: ${message}`,
} as const;

/** Receiving a shipment from another shop. */
const terima = {
  bukanBagian: (kode: string, noKirim: string) => `Barang ${kode} bukan bagian dari kiriman ${noKirim}`,
  sudahDiscan: (kode: string) => `Barang ${kode} sudah discan`,
  semuaDiscan: 'Semua barang sudah discan',
} as const;

/** Barcode labels. */
const label = {
  /** Given LABEL_SIZE_LIMITS (features/goods), which stay beside the label layout. */
  ukuranTidakValid: (min: number, max: number) => `Ukuran label harus ${min} sampai ${max} mm`,
} as const;

/** The queue of labels to print. */
const labelQueue = {
  invalidBarcode: scan.invalidBarcode,
  notFound: scan.notFound,
  bakiKosong: (kodeBaki: string) => `Tidak ada barang di baki ${kodeBaki}`,
  ditambahkan: (count: number, kodeBaki: string) => `${count} barang dari baki ${kodeBaki} ditambahkan`,
} as const;

/** Pindah Sortir. */
const pindahSortir = {
  adaMasalah: 'Ada barang yang tidak dapat dipindah ke tujuan ini, hapus dari daftar atau pilih tujuan lain',
  sudahDiTujuan: (tujuan: TujuanSortir) => `Sudah di tujuan ${TUJUAN_SORTIR_LABEL[tujuan]}`,
  sudahDiBaki: 'Sudah di baki tujuan',
  pdfGagal: 'Bukti Pindah Sortir gagal dibuat, silahkan cetak ulang',
} as const;

/** Cucian (the Sepuhan wash). */
const cucian = {
  sesudahKosong: 'Berat Sesudah Harus Diisi',
  adaMasalah: 'Periksa Berat Sesudah: ada barang yang belum benar',
  pdfGagal: 'Bukti Cucian gagal dibuat, silahkan cetak ulang',
} as const;

/** Pindah Barang Satu Baki. */
const satuBaki = {
  sama: 'Baki tujuan harus berbeda dengan baki asal',
  kosong: 'Baki asal tidak berisi barang',
} as const;

/** Kirim Barang Kecabang. */
const kirim = { belumDiscan: TEXTS.barangHarusDiscan } as const;

/** Pindah Barang. */
const pindah = {
  sudahDiTujuan: 'Sudah di baki tujuan',
  adaDiTujuan: 'Ada barang yang sudah berada di baki tujuan, hapus dari daftar atau pilih baki lain',
  belumDiscan: TEXTS.barangHarusDiscan,
} as const;

/** Hancur Data Barang. */
const hancur = {
  belumDiscan: TEXTS.barangHarusDiscan,
  pdfGagal: 'Bukti Hancur Barang gagal dibuat, silahkan cetak ulang',
} as const;

/** The report screen (every /laporan-* route). */
const report = {
  cari: 'Cari',
  searchPlaceholder: 'Cari di laporan...',
  exportPdf: 'Export Pdf',
  exportExcel: 'Export Excel',
  /** Before the first byte: the server reads and writes the rows the search counted. */
  exportMenyiapkan: (rows: number | undefined) =>
    rows ? `Menyiapkan Excel ${formatNumber(rows)} baris...` : 'Menyiapkan Excel...',
  /** While the file comes in, with its size so far ("1.5 MB"). */
  exportDiterima: (size: string) => `Mengunduh Excel: ${size} diterima`,
  toko: 'Toko',
  semuaToko: 'Semua Toko',
} as const;

/** The figures of one counter document on the dashboard (sales, buybacks). */
const dashboardChart = (jenis: string) =>
  ({
    judul: jenis,
    hariIni: `${jenis} Hari Ini`,
    bulanIni: `${jenis} Bulan Ini`,
    perHari: `${jenis} per Hari`,
    perJam: `${jenis} per Jam`,
    kosongBulanIni: `Belum ada ${jenis.toLowerCase()} bulan ini`,
    kosongHariIni: `Belum ada ${jenis.toLowerCase()} hari ini`,
  }) as const;

/** The dashboard's sales and buyback cards and charts. */
const dashboard = {
  penjualan: dashboardChart('Penjualan'),
  pembelian: dashboardChart('Pembelian'),
  service: dashboardChart('Service'),
  pesanan: dashboardChart('Pesanan'),
  perbarui: 'Perbarui',
  cobaLagi: 'Coba Lagi',
  nota: 'Nota',
  barang: 'Barang',
  berat: 'Berat',
  tabBulanIni: 'Bulan Ini',
  tabHariIni: 'Hari Ini',
} as const;

/** Every group above, as the screens and tests import them. */
export const WEB_TEXTS = {
  customer,
  pembelianCart,
  pembelianLine,
  otorisasi,
  notaDialog,
  transaksiStatus,
  cash,
  hitungKas,
  papanHarga,
  cekNota,
  apiDocs,
  notaMarketplace,
  penjualanScan,
  penjualanCart,
  tukar,
  transaksiPenjualan,
  transaksiPembelian,
  service,
  pesanan,
  batalPembelian,
  scan,
  barangLines,
  terima,
  label,
  labelQueue,
  pindahSortir,
  cucian,
  satuBaki,
  kirim,
  pindah,
  hancur,
  report,
  dashboard,
} as const;
