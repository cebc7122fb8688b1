/** The words of the cash screens (the shared CASH_TEXTS hold the ones the server says too). */
export const CASH_SCREEN_TEXTS = {
  saldoHariIni: (tanggal: string) => `Saldo Hari Ini - ${tanggal}`,
  inputUangKas: 'Input Uang Kas',
  bukuKas: 'Buku Kas',
  tersimpan: 'Tersimpan - No Ref',
  semuaMetode: 'Semua Metode',
  cari: 'Cari No Ref atau Keterangan',
  sesudahDisimpan: 'Sesudah Disimpan',
} as const;
