import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Barang and the Sepuhan screens (washing, sorting and re-sorting bought-back gold). */
export const goodsRoutes = catalogueRoutes(['barang', 'sepuhan'], {
  '/tambah-data-barang': () => import('./pages/tambah-data-barang-page').then((m) => m.TambahDataBarangPage),
  '/penerimaan-barang': () => import('./pages/penerimaan-barang-page').then((m) => m.PenerimaanBarangPage),
  '/data-barang': () => import('./pages/data-barang-page').then((m) => m.DataBarangPage),
  '/cetak-barcode': () => import('./pages/cetak-barcode-page').then((m) => m.CetakBarcodePage),
  '/pindah-barang': () => import('./pages/pindah-barang-page').then((m) => m.PindahBarangPage),
  '/pindah-barang-satu-baki': () =>
    import('./pages/pindah-barang-satu-baki-page').then((m) => m.PindahBarangSatuBakiPage),
  '/timbang-baki': () => import('./pages/timbang-baki-page').then((m) => m.TimbangBakiPage),
  '/hancur-data-barang': () => import('./pages/hancur-data-barang-page').then((m) => m.HancurDataBarangPage),
  '/kirim-barang-kecabang': () =>
    import('./pages/kirim-barang-kecabang-page').then((m) => m.KirimBarangKecabangPage),
  '/terima-barang': () => import('./pages/terima-barang-page').then((m) => m.TerimaBarangPage),
  '/import-data-pusat': () => import('./pages/import-data-pusat-page').then((m) => m.ImportDataPusatPage),
  '/sortir-pembelian': () => import('./pages/sortir-pembelian-page').then((m) => m.SortirPembelianPage),
  '/cucian': () => import('./pages/cucian-page').then((m) => m.CucianPage),
  '/pindah-sortir': () => import('./pages/pindah-sortir-page').then((m) => m.PindahSortirPage),
});
