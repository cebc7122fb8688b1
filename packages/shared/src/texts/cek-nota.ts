/** Cek Nota: the public page a receipt's QR code opens (issue 30). */
export const cekNota = {
  judul: 'Cek Keaslian Nota',
  /** A token that does not verify, or a receipt no longer kept. */
  tidakDikenali: 'Nota tidak dikenali',
  asli: 'Nota asli diterbitkan oleh toko ini',
  batal: 'BATAL',
  sudahDibeliKembali: 'Sudah dijual kembali ke toko',
  perkiraan: 'Perkiraan harga beli kembali hari ini',
  perkiraanCatatan:
    'Perkiraan menurut aturan toko hari ini untuk barang yang dibawa utuh bersama notanya; harga akhir ditentukan setelah barang diperiksa dan ditimbang di toko.',
  /** The buyback counter scanned a receipt of another shop, or a QR that is no receipt of this shop. */
  bukanNotaToko: 'QR ini bukan nota penjualan toko ini',
  semuaSudahDibeli: (no: string) => `Semua barang nota ${no} sudah dibeli kembali atau dibatalkan`,
} as const;
