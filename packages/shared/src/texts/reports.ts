/** The reports (issue 12): what the server answers and the screens repeat. */
export const report = {
  rangeReversed: 'Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir',
  rangeTooLong: 'Rentang Tanggal Maksimal 366 Hari',
  badDate: 'Tanggal tidak valid',
  otherShopForbidden: 'Hanya OWN, SU dan MU yang boleh melihat laporan toko lain atau semua toko',
  unknownShop: 'Toko tidak ditemukan',
  badFormat: 'Format export harus xlsx atau csv',
  notFound: 'Laporan tidak ditemukan',
  /** A report whose query comes in a later part. */
  pending: 'Laporan ini belum tersedia',
} as const;
