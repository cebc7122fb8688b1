import { LegalDocument, type LegalSection } from '../components/legal-document';

const INTRO =
  'Syarat dan ketentuan ini berlaku bagi setiap karyawan dan pemilik toko yang memakai aplikasi Toko Emas Back Office. Dengan masuk ke aplikasi, Anda menyetujui ketentuan berikut.';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Akun dan Password',
    items: [
      'Akun diberikan oleh pemilik atau admin toko dan hanya boleh dipakai oleh pemiliknya sendiri.',
      'Jaga kerahasiaan password dan segera ganti melalui menu Ganti Password bila Anda menduga password diketahui orang lain.',
      'Setiap transaksi dan perubahan data tercatat atas nama user ID yang sedang masuk; Anda bertanggung jawab atas semua kegiatan yang dilakukan dengan akun Anda.',
      'Keluar (Logout) dari aplikasi setelah selesai, terutama pada komputer yang dipakai bersama.',
    ],
  },
  {
    heading: 'Hak Akses',
    items: [
      'Anda hanya boleh memakai menu yang diberikan kepada Anda. Hubungi admin bila memerlukan menu lain.',
      'Dilarang mencoba membuka data atau menu di luar hak akses, termasuk data toko lain.',
    ],
  },
  {
    heading: 'Ketepatan Data',
    items: [
      'Masukkan data transaksi sesuai kenyataan: berat, kadar, harga, dan data pelanggan harus diperiksa sebelum disimpan.',
      'Pembatalan transaksi dicatat beserta alasan dan nama yang menyetujui, sehingga riwayatnya tetap dapat ditelusuri.',
      'Laporan disusun dari data yang dimasukkan pengguna; toko bertanggung jawab memeriksa kebenarannya sebelum dipakai untuk pembukuan atau pajak.',
    ],
  },
  {
    heading: 'Tanggal System dan Tutup Toko',
    items: [
      'Setiap transaksi dicatat pada tanggal system toko, bukan tanggal pada komputer.',
      'Tutup Toko menutup tanggal system yang berjalan dan membuka tanggal berikutnya. Setelah tutup toko, semua pengguna toko tersebut keluar dan harus masuk kembali.',
      'Bila tanggal system tertinggal dari tanggal hari ini, sebagian besar menu dikunci sampai toko ditutup.',
    ],
  },
  {
    heading: 'Larangan',
    items: [
      'Memakai aplikasi untuk kegiatan yang melanggar hukum, termasuk pencucian uang atau penjualan barang hasil kejahatan.',
      'Menyalin, membagikan, atau menjual data pelanggan dan data toko kepada pihak yang tidak berhak.',
      'Mengganggu, membebani, atau mencoba menembus keamanan aplikasi dan server.',
    ],
  },
  {
    heading: 'Ketersediaan Layanan',
    paragraphs: [
      'Aplikasi dijalankan di server milik atau pilihan toko. Gangguan jaringan atau server dapat membuat aplikasi sementara tidak dapat dipakai; bila muncul pesan tidak terhubung ke server, periksa koneksi lalu coba lagi. Pembaruan aplikasi diberitahukan di layar dan berlaku setelah halaman dibuka kembali.',
    ],
  },
  {
    heading: 'Sanksi',
    paragraphs: [
      'Pelanggaran terhadap ketentuan ini dapat mengakibatkan akun dinonaktifkan oleh pemilik toko, tanpa mengurangi tanggung jawab hukum yang berlaku.',
    ],
  },
  {
    heading: 'Hukum yang Berlaku dan Kontak',
    paragraphs: [
      'Ketentuan ini tunduk pada hukum Negara Republik Indonesia. Pertanyaan tentang ketentuan ini dapat disampaikan kepada pemilik toko atau admin sistem di toko Anda. Pemakaian data pribadi diatur lebih lanjut dalam Kebijakan Privasi.',
    ],
  },
];

export function TermsAndConditionsPage() {
  return (
    <LegalDocument
      title="Syarat dan Ketentuan"
      updated="22 November 2026"
      intro={INTRO}
      sections={SECTIONS}
    />
  );
}
