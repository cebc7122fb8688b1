/** Hutang (pawn loans): the counter's and the server's words. */
export const hutang = {
  nikHarusDiisi: 'NIK / No KTP Harus Diisi',
  barangHarusDiisi: 'Barang Jaminan Harus Diisi',
  namaBarangHarusDiisi: 'Nama Barang Harus Diisi',
  pokokHarusDiisi: 'Jumlah Pinjaman Harus Diisi',
  payoutTidakSama: (pokok: string) => `Pembayaran pinjaman harus tepat ${pokok} (cash + transfer)`,
  rekeningHarusDiisi: 'Rekening Harus Dipilih untuk transfer',
  tanpaHargaBeli: (kodeGroup: string) => `Harga beli emas hari ini untuk group ${kodeGroup} belum diisi`,
  tanpaKondisi: (pokok: string) =>
    `Tidak ada Kondisi Pinjaman untuk pinjaman ${pokok}: atur Master Kondisi Pinjaman`,
  diAtasMaksimal: (maks: string) => `Pinjaman melebihi maksimal ${maks}: perlu otorisasi`,
  tidakDikenal: (no: string) => `Hutang ${no} tidak ditemukan`,
  bukanOpen: (no: string) => `Hutang ${no} sudah lunas, diperpanjang, dilelang atau dibatalkan`,
  belumValid: (nos: readonly string[]) => `Hutang belum divalidasi: ${nos.join(', ')}`,
  belumDivalidasi: (no: string) => `Hutang ${no} belum divalidasi: pencairan pinjaman belum tercatat`,
  sudahValid: (no: string) => `Hutang ${no} sudah divalidasi`,
  sudahBatal: (no: string) => `Hutang ${no} sudah dibatalkan`,
  bukanHariIni: 'Hanya transaksi hutang hari ini yang dapat dibatalkan',
  adaPembayaran: (no: string) => `Hutang ${no} sudah memiliki pembayaran: batalkan pembayarannya dahulu`,
  belumAdaBunga: (no: string) => `Belum ada bunga hutang ${no} untuk dibayar hari ini`,
  bayarKurang: (total: string) => `Pembayaran kurang: harus ${total}`,
  bayarTidakDikenal: (no: string) => `Pembayaran hutang ${no} tidak ditemukan`,
  bayarBukanTerakhir: (no: string) => `Hanya pembayaran terakhir hutang ${no} yang dapat dibatalkan`,
  bayarSudahValid: (no: string) => `Pembayaran ${no} sudah divalidasi`,
  bayarSudahBatal: (no: string) => `Pembayaran ${no} sudah dibatalkan`,
  pokokBaruLebih: 'Pokok pinjaman baru tidak boleh melebihi pokok pinjaman lama',
  belumLewatTempo: (no: string, tanggal: string) =>
    `Hutang ${no} belum dapat dilelang: lewat jatuh tempo dan masa tenggang pada ${tanggal}`,
  hasilPerpanjangan: (no: string) => `Hutang ${no} hasil perpanjangan: batalkan pembayaran perpanjangannya`,
  /** The words of a payment's slip (interest, redemption, renewal). */
  notaBayar: {
    judul: {
      BUNGA: 'NOTA BAYAR BUNGA HUTANG',
      LUNAS: 'NOTA PELUNASAN HUTANG',
      PERPANJANG: 'NOTA PERPANJANGAN HUTANG',
    },
    pokokPinjaman: 'Pokok Pinjaman',
    bunga: 'Bunga',
    pokokDibayar: 'Pokok Dibayar',
    total: 'Total Bayar',
    pokokBaru: 'Pokok Pinjaman Baru',
    hari: (hari: string, dihitung: string, periode: string) =>
      `${hari} hari, dihitung ${dihitung} hari (${periode})`,
    barangKembali: 'Barang jaminan dikembalikan kepada customer.',
  },
} as const;
