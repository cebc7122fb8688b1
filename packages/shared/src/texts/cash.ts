/** The cash book (Uang Kas, Uang Bank) and the card settlement (decision 012). */
export const cash = {
  jenisTransaksi: 'Jenis Transaksi Harus Dipilih',
  jumlah: 'Jumlah Harus Diisi',
  rekening: 'Rekening Harus Dipilih',
  saldoKurang: (akun: string, tersedia: string) => `Saldo ${akun} tidak cukup: tersedia ${tersedia}`,
  /** Cash out of the till beyond the day's cash (decision 033). */
  kasTidakCukup: (tersedia: string, dibutuhkan: string) =>
    `Saldo kas tidak cukup: tersedia ${tersedia}, dibutuhkan ${dibutuhkan}`,
  bankTanpaRekening: (kodeBank: string) =>
    `Bank ${kodeBank} belum memiliki rekening toko untuk setoran kartu`,
  /** Shown on the cash screens: where card money goes (decision 012). */
  catatanKartu:
    'Pembayaran debet/kredit masuk ke rekening toko di bank kartu tersebut pada hari transaksi; biaya kartu dibayar customer dan dipotong bank (baris BIAYA KARTU).',
} as const;
