import { masterResource, STANDARD_GUDANG } from '@toko/shared';
import type { DbOrTx } from '../db/client.ts';
import { hargaEmas, masterTableOf } from '../db/schema/index.ts';
import { toRow } from '../modules/master-data/master-values.ts';

type Rows = Record<string, unknown>[];

const rows = (columns: string[], ...values: unknown[][]): Rows =>
  values.map((value) => Object.fromEntries(columns.map((column, index) => [column, value[index]])));

/** Demo masters of DOMAIN.md §8, in API shape (grams, percentages), in dependency order. */
export const DEMO_MASTERS: [string, Rows][] = [
  [
    'group',
    rows(
      ['kode_group', 'nama_group', 'jenis_group', 'kadar', 'harga', 'harga_modal', 'persentase'],
      ['LM', 'LOGAM MULIA 24K', 'EMAS', 99.9, 1_950_000, 1_880_000, 0],
      ['750', 'EMAS 18K', 'EMAS', 75, 1_480_000, 1_380_000, 0],
      ['700', 'EMAS TUA', 'EMAS', 70, 1_380_000, 1_290_000, 0],
      ['375', 'EMAS MUDA', 'EMAS', 37.5, 760_000, 650_000, 0],
      ['ACC', 'AKSESORIS', 'NON EMAS', 0, 0, 0, 0],
    ),
  ],
  [
    'jenis',
    rows(
      ['kode_dept', 'nama_dept', 'kode_group', 'berlian'],
      ['CC', 'CINCIN', '750', false],
      ['KL', 'KALUNG', '700', false],
      ['GL', 'GELANG', '700', false],
      ['AT', 'ANTING', '375', false],
      ['LT', 'LIONTIN', '750', false],
      ['LMB', 'LOGAM MULIA BATANGAN', 'LM', false],
      ['CCB', 'CINCIN BERLIAN', '750', true],
      ['KTK', 'KOTAK PERHIASAN', 'ACC', false],
    ),
  ],
  [
    'gudang',
    [
      ...STANDARD_GUDANG.map((gudang) => ({ ...gudang })),
      { kode_gudang: 'GDB', nama_gudang: 'GUDANG BELAKANG' },
    ],
  ],
  [
    'baki',
    rows(
      ['kode_baki', 'nama_baki', 'kode_gudang', 'berat_baki', 'berat_bandrol'],
      ['LT17', 'ETALASE LIONTIN', 'TOKO', 120.5, 0.05],
      ['KLDLM', 'KALUNG DALAM', 'TOKO', 135, 0.05],
      ['CC01', 'ETALASE CINCIN', 'TOKO', 98.25, 0.05],
      ['B01', 'BELI UMUM', 'BELI', 50, 0],
      ['TT01', 'BAKI TITIPAN', 'TITIP', 45, 0],
    ),
  ],
  [
    'bandrol',
    rows(
      ['kode_bandrol', 'nama_bandrol', 'berat_bandrol'],
      ['STD', 'BANDROL STANDAR', 0.05],
      ['BSR', 'BANDROL BESAR', 0.08],
    ),
  ],
  [
    'sales',
    rows(
      ['kode_sales', 'nama_sales', 'no_hp'],
      ['S01', 'RINA', '081234567801'],
      ['S02', 'AGUS', '081234567802'],
      ['S03', 'WULAN', '081234567803'],
    ),
  ],
  [
    'marketplace',
    rows(
      ['kode_marketplace', 'nama_marketplace'],
      ['TOKOPEDIA', 'TOKOPEDIA'],
      ['SHOPEE', 'SHOPEE'],
      ['WA', 'WHATSAPP'],
    ),
  ],
  [
    'tukang',
    rows(
      ['kode_tukang', 'nama_tukang', 'no_hp', 'alamat'],
      ['T01', 'PAK SLAMET', '081298765401', 'JL. CIKINI RAYA NO. 5, JAKARTA'],
      ['T02', 'BENGKEL EMAS JAYA', '081298765402', 'JL. KRAMAT NO. 20, JAKARTA'],
    ),
  ],
  [
    'kode-transaksi',
    rows(
      ['kode_transaksi', 'nama_transaksi', 'jenis_transaksi'],
      ['MODAL', 'SETORAN MODAL', 'MASUK'],
      ['OPS', 'BIAYA OPERASIONAL', 'KELUAR'],
      ['LISTRIK', 'BAYAR LISTRIK', 'KELUAR'],
      ['GAJI', 'GAJI KARYAWAN', 'KELUAR'],
    ),
  ],
  [
    'kondisi-barang',
    rows(
      ['kode_kondisi', 'nama_kondisi'],
      ['RUSAK', 'RUSAK / PATAH'],
      ['CACAT', 'CACAT PRODUKSI'],
      ['LEBUR', 'DILEBUR'],
    ),
  ],
  [
    'kondisi-pembelian',
    rows(
      ['kode_kondisi', 'nama_kondisi', 'type_kondisi', 'persentase', 'rupiah_per_gram'],
      ['MULUS', 'MULUS', 'PERSENTASE', 10, 0],
      ['BARET', 'BARET', 'PERSENTASE', 12, 0],
      ['RUSAK', 'RUSAK', 'PERSENTASE', 15, 0],
      ['MULUS-RP', 'MULUS (PER GRAM)', 'RP', 0, 50_000],
      ['BARET-RP', 'BARET (PER GRAM)', 'RP', 0, 75_000],
      ['RUSAK-RP', 'RUSAK (PER GRAM)', 'RP', 0, 100_000],
    ),
  ],
  [
    'kondisi-pinjaman',
    rows(
      ['kode_pinjaman', 'nama_pinjaman', 'pinjaman_min', 'pinjaman_max', 'bunga_persen'],
      ['P1', 'SAMPAI 5 JUTA', 0, 5_000_000, 2.5],
      ['P2', '5 - 20 JUTA', 5_000_001, 20_000_000, 2],
      ['P3', 'DI ATAS 20 JUTA', 20_000_001, 100_000_000, 1.75],
    ),
  ],
  [
    'bank',
    rows(
      ['kode_bank', 'nama_bank', 'fee_persen'],
      ['BCA', 'BANK CENTRAL ASIA', 2],
      ['MANDIRI', 'BANK MANDIRI', 1.5],
      ['BRI', 'BANK RAKYAT INDONESIA', 1.5],
      ['BNI', 'BANK NEGARA INDONESIA', 1.5],
    ),
  ],
  [
    'rekening',
    rows(
      ['no_rekening', 'nama_rekening', 'kode_bank', 'keterangan'],
      ['1234567890', 'TOKO EMAS PUSAT', 'BCA', 'REKENING UTAMA'],
      ['9876543210', 'TOKO EMAS PUSAT', 'MANDIRI', 'REKENING EDC'],
    ),
  ],
  [
    'hadiah',
    rows(
      ['kode_hadiah', 'nama_hadiah', 'poin', 'stock'],
      ['HD01', 'PAYUNG', 50, 20],
      ['HD02', 'TUMBLER', 100, 15],
      ['HD03', 'VOUCHER RP 100.000', 250, 10],
    ),
  ],
  [
    'parameter-point',
    rows(
      [
        'kode_parameter',
        'nama_parameter',
        'tipe_poin',
        'kode_group',
        'berat_min',
        'berat_max',
        'kelipatan_rp',
        'poin',
      ],
      ['PP750', 'EMAS 18K 1-5 GRAM', 'BERAT', '750', 1, 5, 0, 10],
      ['PP750B', 'EMAS 18K DI ATAS 5 GRAM', 'BERAT', '750', 5.001, 100, 0, 25],
      ['PPLM', 'LOGAM MULIA', 'BERAT', 'LM', 1, 1000, 0, 30],
      ['PPRP', 'SETIAP RP 1 JUTA', 'RUPIAH', null, 0, 0, 1_000_000, 1],
    ),
  ],
  [
    'parameter-rugi-nota',
    rows(
      ['kode_rugi', 'nama_rugi', 'kode_group', 'potongan_min', 'potongan_max'],
      ['RN750', 'EMAS 18K', '750', 5, 20],
      ['RN700', 'EMAS TUA', '700', 5, 20],
      ['RN375', 'EMAS MUDA', '375', 5, 25],
      ['RNLM', 'LOGAM MULIA', 'LM', 1, 5],
    ),
  ],
  [
    'kadar',
    rows(
      ['kode_kadar', 'nama_kadar', 'persentase'],
      ['999', '24K', 99.9],
      ['916', '22K', 91.6],
      ['875', '21K', 87.5],
      ['750', '18K', 75],
      ['700', 'EMAS TUA', 70],
      ['375', '9K', 37.5],
    ),
  ],
  [
    'kategori',
    rows(
      ['kode_kategori', 'nama_kategori'],
      ['CINCIN', 'CINCIN'],
      ['KALUNG', 'KALUNG'],
      ['GELANG', 'GELANG'],
      ['ANTING', 'ANTING'],
      ['LIONTIN', 'LIONTIN'],
    ),
  ],
  [
    'jenis-batu',
    rows(
      ['jenis_batu', 'nama_batu'],
      ['BERLIAN', 'BERLIAN'],
      ['RUBY', 'RUBY'],
      ['SAFIR', 'SAFIR'],
      ['ZIRKON', 'ZIRKON'],
      ['MUTIARA', 'MUTIARA'],
    ),
  ],
  [
    'shape',
    rows(
      ['kode_shape', 'nama_shape'],
      ['RD', 'ROUND'],
      ['PR', 'PRINCESS'],
      ['OV', 'OVAL'],
      ['PE', 'PEAR'],
      ['HT', 'HEART'],
    ),
  ],
  [
    'color',
    rows(
      ['kode_color', 'nama_color'],
      ['D', 'D - COLORLESS'],
      ['E', 'E - COLORLESS'],
      ['F', 'F - COLORLESS'],
      ['G', 'G - NEAR COLORLESS'],
      ['H', 'H - NEAR COLORLESS'],
    ),
  ],
  [
    'clarity',
    rows(
      ['kode_clarity', 'nama_clarity'],
      ['IF', 'INTERNALLY FLAWLESS'],
      ['VVS1', 'VVS1'],
      ['VVS2', 'VVS2'],
      ['VS1', 'VS1'],
      ['SI1', 'SI1'],
    ),
  ],
  [
    'fluorescence',
    rows(
      ['kode_fluorescence', 'nama_fluorescence'],
      ['NONE', 'NONE'],
      ['FNT', 'FAINT'],
      ['MED', 'MEDIUM'],
      ['STG', 'STRONG'],
    ),
  ],
  [
    'symmetry',
    rows(['kode_symmetry', 'nama_symmetry'], ['EX', 'EXCELLENT'], ['VG', 'VERY GOOD'], ['G', 'GOOD']),
  ],
  ['polish', rows(['kode_polish', 'nama_polish'], ['EX', 'EXCELLENT'], ['VG', 'VERY GOOD'], ['G', 'GOOD'])],
  [
    'cutgrade',
    rows(
      ['kode_cutgrade', 'nama_cutgrade'],
      ['EX', 'EXCELLENT'],
      ['VG', 'VERY GOOD'],
      ['G', 'GOOD'],
      ['F', 'FAIR'],
    ),
  ],
  [
    'batu-berlian',
    rows(
      [
        'kode_berlian',
        'nama_berlian',
        'jenis_batu',
        'kode_shape',
        'kode_color',
        'kode_clarity',
        'harga_per_carat',
      ],
      ['BRL050', 'BERLIAN ROUND 0.50 CT G VS1', 'BERLIAN', 'RD', 'G', 'VS1', 25_000_000],
      ['BRL030', 'BERLIAN PRINCESS 0.30 CT H SI1', 'BERLIAN', 'PR', 'H', 'SI1', 14_000_000],
    ),
  ],
];

/**
 * Inserts the demo masters of one shop where missing, and the day's gold price of
 * each group at its master price, so the sales screens have a price on day one.
 */
export async function seedMasterData(tx: DbOrTx, kodeToko: string, tglSystem: string): Promise<void> {
  for (const [key, records] of DEMO_MASTERS) {
    const entry = masterResource(key);
    const table = masterTableOf(key);
    await tx
      .insert(table)
      .values(records.map((record) => ({ ...toRow(entry, record), kode_toko: kodeToko })))
      .onConflictDoNothing();
  }
  const groups = DEMO_MASTERS.find(([key]) => key === 'group')?.[1] ?? [];
  await tx
    .insert(hargaEmas)
    .values(
      groups
        .filter((group) => Number(group.harga) > 0)
        .map((group) => ({
          kode_toko: kodeToko,
          tanggal: tglSystem,
          kode_group: String(group.kode_group),
          harga_jual: Number(group.harga),
          harga_beli: Number(group.harga_modal),
          created_by: 'SYSTEM',
          updated_by: 'SYSTEM',
        })),
    )
    .onConflictDoNothing();
}
