/** Service (repairs): taking a customer's piece in, finishing it, handing it back. */
export const service = {
  dpHarusDiisi: 'DP Harus Diisi',
  dpLebih: 'DP tidak boleh melebihi ongkos service',
  kerusakanHarusDiisi: 'Kerusakan Harus Diisi',
  namaBarangHarusDiisi: 'Nama Barang Harus Diisi',
  ongkosHarusDiisi: 'Ongkos Harus Diisi',
  barangHarusDiisi: 'Barang service harus diisi',
  estimasiLampau: 'Tanggal estimasi selesai tidak boleh sebelum tanggal system',
  pilihValidasi: 'Pilih Service yang akan divalidasi',
  noServiceHarusDiisi: 'No Service Harus Diisi',
  tipeGrafik: 'Tipe grafik service harus today atau monthly',
  /** The words of the service slips. */
  nota: {
    estimasi: 'Estimasi Selesai',
    ongkos: 'Total Ongkos',
    dp: 'DP',
    sisa: 'Sisa Dibayar Saat Ambil',
    dpDibayar: 'DP Sudah Dibayar',
    pelunasan: 'Pelunasan',
    tglAmbil: 'Tanggal Ambil',
    jamAmbil: 'Jam Ambil',
  },
} as const;
