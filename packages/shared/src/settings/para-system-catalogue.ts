/**
 * Every system parameter and module flag a shop has, with its default and the
 * description the settings screen shows. New shops get all of them; a missing
 * row reads as its default.
 */
import { isValidTimeZone } from '../common/dates.ts';
import { PAPAN_HARGA_MODULE } from '../papan-harga/papan-harga.ts';

/** How a value is written and checked: the settings screen picks its input from this. */
export type ParaSystemValueKind = 'positive-integer' | 'percent' | 'grams' | 'boolean' | 'time-zone';

export interface ParaSystemDefinition {
  key: string;
  kategori: 'PARAMETER' | 'MODULE';
  valueKind: ParaSystemValueKind;
  defaultValue: string;
  description: string;
  /**
   * Who may read it by key besides Setting System: the menus whose screens use it.
   * Absent: every signed-in user (rounding and module flags reach every screen anyway).
   */
  readMenus?: readonly string[];
}

const parameter = (
  key: string,
  valueKind: ParaSystemValueKind,
  defaultValue: string,
  description: string,
  readMenus?: readonly string[],
): ParaSystemDefinition => ({ key, kategori: 'PARAMETER', valueKind, defaultValue, description, readMenus });
const module = (key: string, description: string): ParaSystemDefinition => ({
  key,
  kategori: 'MODULE',
  valueKind: 'boolean',
  defaultValue: 'false',
  description,
});

/** The shop's time zone is kept on the shop itself but edited among the system settings. */
export const TIME_ZONE_KEY = 'TIME_ZONE';

export const PARA_SYSTEM_CATALOGUE: readonly ParaSystemDefinition[] = [
  parameter('PEMBULATAN', 'positive-integer', '500', 'Pembulatan harga ke atas ke kelipatan nilai ini (Rp)'),
  parameter('PPN_PERSEN', 'percent', '1.1', 'Tarif PPN efektif penjualan perhiasan emas (%)', [
    'laporan-penjualan-rekap',
  ]),
  parameter(
    'POTONGAN_TUKAR_PERSEN',
    'percent',
    '100',
    'Potongan kondisi saat tukar barang bernota toko ini (% dari potongan biasa)',
    ['transaksi-penjualan'],
  ),
  parameter('TOLERANSI_TIMBANG_BAKI', 'grams', '0.050', 'Toleransi selisih timbang baki (gram)', [
    'timbang-baki',
  ]),
  parameter(
    'TOLERANSI_SUSUT_CUCIAN',
    'grams',
    '0.050',
    'Toleransi susut cucian per barang (gram); di atasnya perlu otorisasi',
    ['cucian'],
  ),
  parameter(
    'MAKS_PINJAMAN_PERSEN',
    'percent',
    '70',
    'Pinjaman maksimal dari nilai taksiran barang gadai (%)',
    ['transaksi-hutang'],
  ),
  parameter(
    'HUTANG_MIN_HARI',
    'positive-integer',
    '30',
    'Bunga bulan pertama pinjaman dihitung minimal sekian hari',
    ['transaksi-hutang', 'lihat-hutang'],
  ),
  parameter(
    'HUTANG_MASA_TENGGANG',
    'positive-integer',
    '7',
    'Masa tenggang setelah jatuh tempo sebelum barang jaminan dapat dilelang (hari)',
    ['lihat-hutang'],
  ),
  parameter(
    'HITUNG_KAS_WAJIB',
    'boolean',
    'true',
    'Tutup Toko hanya setelah kas hari itu dihitung (Hitung Kas) dan sama dengan buku',
    ['hitung-kas'],
  ),
  parameter(
    'PANTAUAN_MIN_HARGA_BAWAH',
    'positive-integer',
    '1',
    'Pantauan: jual di bawah harga sistem ditampilkan mulai selisih ini per barang (Rp)',
    ['pantauan'],
  ),
  parameter(
    'PANTAUAN_MIN_SELISIH_KAS',
    'positive-integer',
    '1',
    'Pantauan: selisih Hitung Kas ditampilkan mulai nilai ini, lebih atau kurang (Rp)',
    ['pantauan'],
  ),
  parameter(
    'PANTAUAN_MIN_KAS_KELUAR',
    'positive-integer',
    '1000000',
    'Pantauan: uang kas keluar (Uang Kas) ditampilkan mulai nilai ini (Rp)',
    ['pantauan'],
  ),
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
  module(
    'KAS_BOLEH_MINUS_MODULE',
    'Kas toko boleh minus: uang tunai keluar melebihi saldo kas hari ini tidak ditolak',
  ),
  module('PUSAT', 'Toko ini adalah kantor pusat'),
  // Issue 30: the day's prices on a public page, off until the shop turns it on.
  module(PAPAN_HARGA_MODULE, 'Papan harga: harga hari ini di halaman publik /papan-harga/{kode toko}'),
  // SPEC §4's shop variant: imported history counts as settled whatever the old system's status was.
  module(
    'IMPORT_STATUS_PAKSA',
    'Import Data: penjualan masuk dengan status_kembali OPEN dan status_valid DONE, pembelian dengan status_valid DONE',
  ),
];

export function paraSystemDefault(key: string): string | undefined {
  return PARA_SYSTEM_CATALOGUE.find((definition) => definition.key === key)?.defaultValue;
}

export const TIME_ZONE_DEFINITION: ParaSystemDefinition = parameter(
  TIME_ZONE_KEY,
  'time-zone',
  'Asia/Jakarta',
  'Zona waktu toko: menentukan kapan tanggal berganti',
);

export function paraSystemDefinition(key: string): ParaSystemDefinition | undefined {
  if (key === TIME_ZONE_KEY) return TIME_ZONE_DEFINITION;
  return PARA_SYSTEM_CATALOGUE.find((definition) => definition.key === key);
}

/**
 * Checks a new value and answers it in its stored form ('true'/'false',
 * '500', '1.1'), or the reason it is refused.
 */
export function normaliseParaSystemValue(
  definition: ParaSystemDefinition,
  raw: string,
): { value: string } | { problem: string } {
  const text = raw.trim();
  switch (definition.valueKind) {
    case 'boolean': {
      const upper = text.toUpperCase();
      if (['TRUE', '1', 'YA', 'AKTIF', 'ON'].includes(upper)) return { value: 'true' };
      if (['FALSE', '0', 'TIDAK', 'NONAKTIF', 'OFF'].includes(upper)) return { value: 'false' };
      return { problem: `${definition.key} harus aktif atau tidak aktif` };
    }
    case 'positive-integer':
      return /^[1-9]\d{0,8}$/.test(text)
        ? { value: text }
        : { problem: `${definition.key} harus bilangan bulat lebih dari 0` };
    case 'percent': {
      const number = Number(text);
      if (!/^\d+(\.\d{1,3})?$/.test(text) || number > 100)
        return { problem: `${definition.key} harus persen 0 sampai 100` };
      return { value: String(number) };
    }
    case 'grams':
      return /^\d{1,4}(\.\d{1,3})?$/.test(text)
        ? { value: Number(text).toFixed(3) }
        : { problem: `${definition.key} harus berat dalam gram (maksimal 3 angka di belakang koma)` };
    case 'time-zone':
      return isValidTimeZone(text) ? { value: text } : { problem: 'Zona Waktu tidak dikenal' };
  }
}
