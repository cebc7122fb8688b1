import { formatRupiah } from '../common/format.ts';

/** Hitung Kas: counting the till before the day closes (issue 29). */
export const hitungKas = {
  lembar: 'Jumlah lembar/keping harus bilangan bulat 0 atau lebih',
  lainLain: 'Lain-lain harus rupiah bulat 0 atau lebih',
  kasBuku: 'Kas buku harus dikirim',
  /** The book moved between the screen's reading and the save: count against the new figure. */
  kasBukuBerubah: (sekarang: number) =>
    `Kas buku berubah sejak layar dibuka (sekarang ${formatRupiah(sekarang)}). Muat ulang dan hitung lagi.`,
  otorisasiDiperlukan: (selisih: number) =>
    `Selisih kas ${formatRupiah(selisih)} memerlukan otorisasi supervisor dan alasan`,
  /** Closing blockers (the path is /hitung-kas). */
  belumDihitung: 'kas hari ini belum dihitung (Hitung Kas)',
  berubahSesudahDihitung: (buku: number, hitung: number) =>
    `kas berubah sesudah dihitung (buku ${formatRupiah(buku)}, hitungan ${formatRupiah(hitung)}); hitung ulang`,
} as const;
