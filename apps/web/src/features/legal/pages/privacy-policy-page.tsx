import { LegalDocument, type LegalSection } from '../components/legal-document';

const INTRO =
  'Kebijakan ini menjelaskan data apa saja yang disimpan oleh aplikasi Toko Emas Back Office, untuk apa data itu dipakai, siapa yang dapat melihatnya, berapa lama data disimpan, dan bagaimana data dilindungi. Aplikasi ini dipakai oleh karyawan toko emas untuk mengelola barang, transaksi, dan laporan. Pemilik toko bertindak sebagai pengendali data pribadi sebagaimana dimaksud dalam Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Data yang Disimpan',
    items: [
      'Data akun pengguna: user ID, nama, level, toko tempat bertugas, hak akses menu, dan password yang disimpan hanya dalam bentuk hash (tidak dapat dibaca kembali).',
      'Data sesi masuk: waktu masuk dan keluar, alamat IP, serta jenis peramban (browser) yang dipakai, untuk keamanan akun.',
      'Data transaksi toko: penjualan, pembelian, pesanan, service, hutang, titipan, kas dan bank, beserta tanggal system, nomor faktur, berat, kadar, dan harga.',
      'Data pelanggan dan member yang dicatat saat transaksi: nama, alamat, nomor HP, kode member, dan poin.',
      'Data barang: kode barcode, jenis, berat, lokasi gudang dan baki, serta foto barang atau batu bila diunggah.',
      'Catatan aktivitas (audit): siapa mengubah data apa dan kapan, termasuk proses tutup toko.',
    ],
  },
  {
    heading: 'Tujuan Penggunaan Data',
    items: [
      'Menjalankan kegiatan toko: mencatat transaksi, mencetak nota, mengelola stok, dan menyusun laporan.',
      'Menghitung poin member dan melayani pelanggan yang kembali (misalnya pembelian kembali, service, atau pelunasan hutang).',
      'Menjaga keamanan: memastikan hanya pengguna berhak yang dapat membuka menu tertentu dan menelusuri perubahan data.',
      'Memenuhi kewajiban pembukuan dan perpajakan toko.',
    ],
    closing: 'Data tidak dijual, tidak disewakan, dan tidak dipakai untuk iklan pihak ketiga.',
  },
  {
    heading: 'Siapa yang Dapat Melihat Data',
    items: [
      'Setiap pengguna hanya dapat membuka menu yang diberikan kepadanya oleh pemilik atau admin toko.',
      'Pemilik toko (level OWN) serta super user (SU dan MU) dapat melihat seluruh menu dan data tokonya.',
      'Data satu toko hanya terlihat oleh pengguna yang masuk ke toko tersebut.',
      'Penyedia server atau layanan penyimpanan yang dipilih pemilik toko dapat menyimpan data atas nama toko, tanpa hak memakainya untuk keperluan lain.',
      'Instansi berwenang, hanya bila diwajibkan oleh peraturan perundang-undangan.',
    ],
  },
  {
    heading: 'Lama Penyimpanan',
    items: [
      'Data transaksi dan laporan disimpan selama diperlukan untuk pembukuan; dokumen pembukuan wajib disimpan sekurang-kurangnya 10 tahun sesuai Undang-Undang Ketentuan Umum dan Tata Cara Perpajakan.',
      'Data sesi masuk berakhir secara otomatis dan tidak dapat dipakai lagi setelah keluar, setelah masa berlakunya habis, atau setelah toko ditutup.',
      'Data pelanggan dan member disimpan selama hubungan dengan pelanggan berlangsung, atau lebih lama bila terkait transaksi yang wajib dibukukan.',
      'Akun pengguna yang tidak lagi bekerja di toko dinonaktifkan; riwayat aktivitasnya tetap disimpan agar catatan transaksi tetap utuh.',
    ],
  },
  {
    heading: 'Keamanan Data',
    items: [
      'Password disimpan dengan algoritma hash argon2id dan tidak pernah ditampilkan kembali.',
      'Setiap akses ke server memakai token sesi yang berakhir otomatis; percobaan masuk yang berulang kali gagal dibatasi sementara.',
      'Hak akses diperiksa di layar dan di server untuk setiap menu.',
      'Setiap perubahan penting dicatat dalam catatan aktivitas.',
      'Pemilik toko dianjurkan memakai koneksi HTTPS, membuat cadangan (backup) database secara berkala, dan tidak membagikan akun kepada orang lain.',
    ],
  },
  {
    heading: 'Hak Pemilik Data',
    paragraphs: [
      'Pelanggan, member, dan karyawan berhak meminta informasi tentang data dirinya, meminta perbaikan data yang keliru, serta meminta penghapusan data yang tidak lagi wajib disimpan. Permintaan diajukan kepada pemilik toko, yang akan menanggapinya sesuai UU PDP.',
    ],
  },
  {
    heading: 'Kontak',
    paragraphs: [
      'Pertanyaan, permintaan, atau laporan tentang data pribadi dapat disampaikan langsung kepada pemilik toko atau admin sistem di toko tempat Anda bertransaksi atau bekerja. Bila terjadi kebocoran data, pemilik toko akan memberi tahu pihak yang terdampak sesuai ketentuan yang berlaku.',
    ],
  },
  {
    heading: 'Perubahan Kebijakan',
    paragraphs: [
      'Kebijakan ini dapat diperbarui mengikuti perubahan aplikasi atau peraturan. Tanggal pembaruan terakhir tercantum di bagian atas halaman ini.',
    ],
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument title="Kebijakan Privasi" updated="22 November 2026" intro={INTRO} sections={SECTIONS} />
  );
}
