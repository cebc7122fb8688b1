/** Pesanan (customer orders): the counter's and the server's words. */
export const pesanan = {
  dpHarusDiisi: 'DP Harus Diisi',
  dpLebih: 'DP tidak boleh melebihi estimasi harga pesanan',
  deskripsiHarusDiisi: 'Deskripsi Harus Diisi',
  tanggalSelesaiLewat: 'Tanggal estimasi selesai tidak boleh sebelum tanggal system',
  tanpaHargaEmas: (kodeGroup: string) =>
    `Harga emas hari ini untuk kategori ${kodeGroup} belum diisi: isi harga per gram`,
  belumValid: (nos: readonly string[]) => `Pesanan belum divalidasi: ${nos.join(', ')}`,
  bukanOpen: (no: string) => `Pesanan ${no} sudah dibuat, diambil atau dibatalkan`,
  sudahValid: (no: string) => `Pesanan ${no} sudah divalidasi`,
  sudahBatal: (no: string) => `Pesanan ${no} sudah dibatalkan`,
  belumDivalidasi: (no: string) => `Pesanan ${no} belum divalidasi`,
  bukanHariIni: 'Hanya pesanan hari ini yang dapat dibatalkan',
  barangSatu: (no: string) => `Barang pesanan ${no} harus satu buah`,
  tidakDikenal: (no: string) => `Pesanan ${no} tidak ditemukan`,
  belumJadi: (no: string) => `Pesanan ${no} belum jadi: barangnya belum ditambahkan`,
  bukanTitipan: 'Pengambilan pesanan tidak dapat digabung dengan pengambilan titipan',
  sudahDiambil: (no: string) => `Pesanan ${no} sudah diambil atau dibatalkan`,
  bukanDiambilOleh: (no: string, noFakturGroup: string) =>
    `Pesanan ${no} tidak diambil oleh penjualan ${noFakturGroup}`,
  barangBerbeda: (no: string) => `Barang yang diambil harus barang pesanan ${no}`,
  /** The words of the order slip. */
  nota: {
    estimasi: 'Estimasi Selesai',
    kategori: 'Kategori / Jenis',
    kadar: 'Kadar',
    hargaGram: 'Harga Per Gram',
    ongkos: 'Ongkos',
    estimasiHarga: 'Estimasi Harga',
    dp: 'DP',
    sisa: 'Sisa (Estimasi)',
    barcode: 'Barang Jadi',
    noFakturGroup: 'Diambil Di Nota',
  },
} as const;
