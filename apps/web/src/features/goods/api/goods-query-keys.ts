/** Query keys of the goods area; invalidating `barang` refreshes every list of pieces. */
export const goodsQueryKeys = {
  barang: ['goods', 'barang'] as const,
  barangPage: (filters: object) => ['goods', 'barang', 'page', filters] as const,
  byBarcode: (kodeBarcode: string) => ['goods', 'barang', 'barcode', kodeBarcode] as const,
  isiBaki: (kodeGudang: string, kodeBaki: string) =>
    ['goods', 'barang', 'isi-baki', kodeGudang, kodeBaki] as const,
  penerimaan: ['goods', 'penerimaan'] as const,
  // Under `barang`: adding the made piece changes the order's state.
  pesanan: (noPesanan: string) => ['goods', 'barang', 'pesanan', noPesanan] as const,
  timbang: ['goods', 'timbang'] as const,
  kirim: ['goods', 'kirim'] as const,
  hancur: ['goods', 'hancur'] as const,
  bakiByGudang: (kodeGudang: string) => ['goods', 'baki-by-gudang', kodeGudang] as const,
  timbangAktif: ['goods', 'timbang', 'aktif'] as const,
  timbangHistory: (filters: object) => ['goods', 'timbang', 'history', filters] as const,
  noKirim: ['goods', 'kirim', 'no-kirim'] as const,
  kirimPage: (filters: object) => ['goods', 'kirim', 'page', filters] as const,
  kirimDoc: (noKirim: string) => ['goods', 'kirim', 'doc', noKirim] as const,
  tokoOptions: ['goods', 'toko-options'] as const,
  cucian: ['goods', 'cucian'] as const,
  cucianPage: (filters: object) => ['goods', 'cucian', 'page', filters] as const,
  // Under `barang`: a save that changes pieces refreshes the pieces waiting to be washed.
  cucianMenunggu: (query: object) => ['goods', 'barang', 'cucian-menunggu', query] as const,
  toleransiSusut: ['goods', 'toleransi-susut'] as const,
  pindahSortir: ['goods', 'pindah-sortir'] as const,
  pindahSortirPage: (filters: object) => ['goods', 'pindah-sortir', 'page', filters] as const,
};
