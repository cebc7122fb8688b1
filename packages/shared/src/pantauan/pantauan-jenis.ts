/**
 * Pantauan (issue 29 item 2): the owner's watch over what a shop does when nobody looks, one
 * kind of exception per code, each read from what the system already records (otorisasi,
 * documents, the cash book, the audit log), never from a second bookkeeping. A discount in
 * this system is a price below the system's (the counter has no discount field), so it is
 * the HARGA_BAWAH kind, with the rupiah below.
 */
export const PANTAUAN_JENIS = {
  HARGA_BAWAH: 'Jual di bawah harga sistem',
  BATAL_JUAL: 'Batal penjualan',
  BELI_TANPA_NOTA: 'Beli tanpa nota',
  BELI_DI_ATAS_NOTA: 'Beli di atas harga/berat nota',
  BATAL_BELI: 'Batal pembelian',
  SELISIH_KAS: 'Selisih kas',
  KAS_KELUAR: 'Uang kas keluar',
  SELISIH_TIMBANG: 'Selisih timbang baki',
  OPNAME: 'Stock opname tidak cocok',
  HUTANG_JATUH_TEMPO: 'Hutang lewat jatuh tempo',
  LELANG: 'Barang jaminan dilelang',
  PESANAN_TERLAMBAT: 'Pesanan lewat tanggal jadi',
  SERVICE_TERLAMBAT: 'Service lewat tanggal selesai',
  HAK_AKSES: 'Perubahan user / hak akses',
  HARGA_SESUDAH_JUAL: 'Harga diubah sesudah ada penjualan',
  DELETE_DATA: 'Delete Data',
  IMPORT_DATA: 'Import Data',
} as const;
export type PantauanJenis = keyof typeof PANTAUAN_JENIS;
export const PANTAUAN_JENIS_KODE = Object.keys(PANTAUAN_JENIS) as PantauanJenis[];
