/**
 * Every system parameter and module flag a shop has, with its default and the
 * description the settings screen shows. New shops get all of them; a missing
 * row reads as its default.
 */
export interface ParaSystemDefinition {
  key: string;
  kategori: 'PARAMETER' | 'MODULE';
  defaultValue: string;
  description: string;
}

const parameter = (key: string, defaultValue: string, description: string): ParaSystemDefinition => ({
  key,
  kategori: 'PARAMETER',
  defaultValue,
  description,
});
const module = (key: string, description: string): ParaSystemDefinition => ({
  key,
  kategori: 'MODULE',
  defaultValue: 'false',
  description,
});

export const PARA_SYSTEM_CATALOGUE: readonly ParaSystemDefinition[] = [
  parameter('PEMBULATAN', '500', 'Pembulatan harga ke atas ke kelipatan nilai ini (Rp)'),
  parameter('PPN_PERSEN', '1.1', 'Tarif PPN efektif penjualan perhiasan emas (%)'),
  parameter('TOLERANSI_TIMBANG_BAKI', '0.050', 'Toleransi selisih timbang baki (gram)'),
  parameter('MAKS_PINJAMAN_PERSEN', '70', 'Pinjaman maksimal dari nilai taksiran barang gadai (%)'),
  module('SEPUHAN_MODULE', 'Menu Sepuhan: cucian dan sortir barang pembelian'),
  module('SEMI_GROSIR_MODULE', 'Fitur semi grosir, termasuk Laporan Penjualan Margin'),
  module('PERIODE_LAPORAN_BARANG_SUMMARY', 'Laporan Barang Summary per periode'),
  module('HIDE_SALDO_BARANG_SUMMARY', 'Sembunyikan saldo pada Laporan Barang Summary (kecuali OWN)'),
  module('MODULE_AKTIF_TGL_SEBELUMNYA_BY_OWNER', 'Owner boleh membuka tanggal sebelum tanggal system'),
  module('MODULE_AKTIF_TGL_SEBELUMNYA_BY_SPV', 'Supervisor boleh membuka tanggal sebelum tanggal system'),
  module('HARGA_NOTA_DENGAN_ONGKOS_MODULE', 'Harga nota pembelian termasuk ongkos'),
  module('PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE', 'Harga pembelian dibulatkan ke bawah'),
  module('PRINT_NOTA_BELI_DUPLICATE_MODULE', 'Cetak nota pembelian dua rangkap (customer dan internal)'),
  module('PRINT_NOTA_HUTANG_DUPLICATE_MODULE', 'Cetak nota hutang dua rangkap'),
  module('PRINT_NOTA_SERVICE_DUPLICATE_MODULE', 'Cetak nota service dua rangkap'),
  module('PRINT_NOTA_PESANAN_DUPLICATE_MODULE', 'Cetak nota pesanan dua rangkap'),
  module('PRINT_NOTA_TITIP_DUPLICATE_MODULE', 'Cetak nota titipan dua rangkap'),
  module('PRINT_NOTA_JUAL_ACC_DUPLICATE_MODULE', 'Cetak nota penjualan dua rangkap'),
  module('REPRINT_SLIP_TUKAR_DUPLICATE', 'Cetak ulang slip tukar dua rangkap'),
  module('MARKETPLACE_PENJUALAN_SLIP', 'Slip penjualan marketplace dua rangkap'),
  module('PUSAT', 'Toko ini adalah kantor pusat'),
];

export function paraSystemDefault(key: string): string | undefined {
  return PARA_SYSTEM_CATALOGUE.find((definition) => definition.key === key)?.defaultValue;
}
