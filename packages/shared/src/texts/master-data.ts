/** Master Parameter Harga Emas: the day's gold prices. */
export const hargaEmas = {
  belumDiinput: 'Harga emas hari ini belum diinput',
  hargaBeliTerlaluBesar: 'Harga Beli tidak boleh lebih besar dari Harga Jual',
  itemsKosong: 'Minimal satu group harus diisi harganya',
  groupGanda: (kodeGroup: string) => `Group ${kodeGroup} tercantum lebih dari sekali`,
  tanggalLewat: (tanggal: string, tglSystem: string) =>
    `Harga emas tanggal ${tanggal} tidak dapat diubah karena sudah lewat (tanggal system ${tglSystem}); ` +
    'transaksi hari itu sudah memakai harganya',
  groupTidakDitemukan: (kodeGroup: string) => `Group ${kodeGroup} tidak ditemukan`,
  groupTidakAktif: (kodeGroup: string) => `Group ${kodeGroup} tidak aktif`,
  groupBukanEmas: (kodeGroup: string) => `Group ${kodeGroup} bukan group emas`,
} as const;
