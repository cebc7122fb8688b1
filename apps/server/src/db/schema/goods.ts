import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { masterBaki, masterGroup, masterGudang, masterJenis } from './master-data.ts';
import { toko } from './shops.ts';

/** Barcodes are unique across the chain: a piece keeps its barcode when sent to a branch. */
export const barcodeSequence = pgSequence('barang_barcode_seq', { startWith: 1, increment: 1 });

/**
 * One barcoded piece (stock 0 or 1), or an accessory line counted by quantity.
 * Its place is gudang + baki of the shop that holds it.
 */
export const barang = pgTable(
  'barang',
  {
    id: serial('id').primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    kode_barang: varchar('kode_barang', { length: 30 }).notNull().default(''),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    /** Milligrams. */
    berat: integer('berat').notNull(),
    berat_asli: integer('berat_asli').notNull(),
    berat_plastik: integer('berat_plastik').notNull().default(0),
    kadar: numeric('kadar', { precision: 6, scale: 3 }).notNull().default('0'),
    kadar_cetak: varchar('kadar_cetak', { length: 20 }).notNull().default(''),
    /** GRAM: ongkos per gram; TOTAL: a fixed amount for the piece. */
    ongkos_type: varchar('ongkos_type', { length: 10 }).notNull().default('GRAM'),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull().default(0),
    harga_beli: bigint('harga_beli', { mode: 'number' }).notNull().default(0),
    no_pesanan: varchar('no_pesanan', { length: 30 }),
    photo_path: text('photo_path'),
    stock: integer('stock').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('READY'),
    /** Where sorting sent a bought-back piece (JUAL, SEPUHAN, LEBUR); null until it is sorted. */
    tujuan_sortir: varchar('tujuan_sortir', { length: 10 }),
    tgl_masuk: date('tgl_masuk', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: varchar('created_by', { length: 30 }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updated_by: varchar('updated_by', { length: 30 }).notNull(),
  },
  (t) => [
    unique('barang_kode_barcode').on(t.kode_barcode),
    index('barang_toko_baki').on(t.kode_toko, t.kode_gudang, t.kode_baki),
    check('barang_stock_tidak_negatif', sql`${t.stock} >= 0`),
    check('barang_berat_tidak_negatif', sql`${t.berat} >= 0`),
    foreignKey({
      name: 'barang_group_fk',
      columns: [t.kode_toko, t.kode_group],
      foreignColumns: [masterGroup.kode_toko as AnyPgColumn, masterGroup.kode_group as AnyPgColumn],
    }),
    foreignKey({
      name: 'barang_jenis_fk',
      columns: [t.kode_toko, t.kode_dept],
      foreignColumns: [masterJenis.kode_toko as AnyPgColumn, masterJenis.kode_dept as AnyPgColumn],
    }),
    foreignKey({
      name: 'barang_gudang_fk',
      columns: [t.kode_toko, t.kode_gudang],
      foreignColumns: [masterGudang.kode_toko as AnyPgColumn, masterGudang.kode_gudang as AnyPgColumn],
    }),
    foreignKey({
      name: 'barang_baki_fk',
      columns: [t.kode_toko, t.kode_baki],
      foreignColumns: [masterBaki.kode_toko as AnyPgColumn, masterBaki.kode_baki as AnyPgColumn],
    }),
  ],
);

/** Stones and other attributes set in a piece. */
export const barangAtribut = pgTable(
  'barang_atribut',
  {
    id: serial('id').primaryKey(),
    barang_id: integer('barang_id')
      .notNull()
      .references(() => barang.id, { onDelete: 'cascade' }),
    nama_atribut: varchar('nama_atribut', { length: 100 }).notNull(),
    berat_atribut: integer('berat_atribut').notNull().default(0),
    harga_atribut: bigint('harga_atribut', { mode: 'number' }).notNull().default(0),
  },
  // Every piece shown or sold reads its stones by this key.
  (t) => [index('barang_atribut_barang').on(t.barang_id)],
);

/** Every change of stock, one column each (DESIGN.md §4). The daily balance is derived from these. */
export const barangMutasi = pgTable(
  'barang_mutasi',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    kolom: varchar('kolom', { length: 10 }).notNull(),
    stock: integer('stock').notNull(),
    berat: integer('berat').notNull(),
    no_ref: varchar('no_ref', { length: 40 }).notNull().default(''),
    keterangan: text('keterangan').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: varchar('created_by', { length: 30 }).notNull(),
  },
  (t) => [
    index('barang_mutasi_toko_tanggal').on(t.kode_toko, t.tanggal),
    index('barang_mutasi_barcode').on(t.kode_barcode),
    check(
      'barang_mutasi_kolom',
      sql`${t.kolom} in ('in', 'out', 'tambah', 'beli', 'jual', 'hancur', 'susut')`,
    ),
    // Washing loses weight, never pieces, and never gains gold.
    check('barang_mutasi_susut', sql`${t.kolom} <> 'susut' or (${t.stock} = 0 and ${t.berat} > 0)`),
  ],
);

/**
 * The daily balance per date, barcode, gudang and baki. The database itself holds
 * the rule `akhir = awal + in + tambah + beli - out - jual - hancur - susut`, for count
 * and weight.
 */
export const barangSaldo = pgTable(
  'barang_saldo',
  {
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    stock_awal: integer('stock_awal').notNull().default(0),
    berat_awal: integer('berat_awal').notNull().default(0),
    stock_in: integer('stock_in').notNull().default(0),
    berat_in: integer('berat_in').notNull().default(0),
    stock_out: integer('stock_out').notNull().default(0),
    berat_out: integer('berat_out').notNull().default(0),
    stock_tambah: integer('stock_tambah').notNull().default(0),
    berat_tambah: integer('berat_tambah').notNull().default(0),
    stock_beli: integer('stock_beli').notNull().default(0),
    berat_beli: integer('berat_beli').notNull().default(0),
    stock_jual: integer('stock_jual').notNull().default(0),
    berat_jual: integer('berat_jual').notNull().default(0),
    stock_hancur: integer('stock_hancur').notNull().default(0),
    berat_hancur: integer('berat_hancur').notNull().default(0),
    /** Gold lost in washing (Cucian): weight only. */
    stock_susut: integer('stock_susut').notNull().default(0),
    berat_susut: integer('berat_susut').notNull().default(0),
    stock_akhir: integer('stock_akhir').notNull().default(0),
    berat_akhir: integer('berat_akhir').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.tanggal, t.kode_barcode, t.kode_gudang, t.kode_baki] }),
    index('barang_saldo_toko_tanggal_baki').on(t.kode_toko, t.tanggal, t.kode_gudang, t.kode_baki),
    check(
      'barang_saldo_stock_seimbang',
      sql`${t.stock_akhir} = ${t.stock_awal} + ${t.stock_in} + ${t.stock_tambah} + ${t.stock_beli} - ${t.stock_out} - ${t.stock_jual} - ${t.stock_hancur} - ${t.stock_susut}`,
    ),
    check(
      'barang_saldo_berat_seimbang',
      sql`${t.berat_akhir} = ${t.berat_awal} + ${t.berat_in} + ${t.berat_tambah} + ${t.berat_beli} - ${t.berat_out} - ${t.berat_jual} - ${t.berat_hancur} - ${t.berat_susut}`,
    ),
    check('barang_saldo_susut', sql`${t.stock_susut} = 0 and ${t.berat_susut} >= 0`),
  ],
);

/** Receipt counters per shop, type and business day: never repeat, also under concurrency. */
export const nomorUrut = pgTable(
  'nomor_urut',
  {
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    jenis: varchar('jenis', { length: 4 }).notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    terakhir: integer('terakhir').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.jenis, t.tanggal] })],
);

/** A receiving document (Penerimaan Barang); its pieces are the `tambah` movements with its number. */
export const penerimaanBarang = pgTable(
  'penerimaan_barang',
  {
    no_terima: varchar('no_terima', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    sumber: varchar('sumber', { length: 10 }).notNull(),
    nama_supplier: varchar('nama_supplier', { length: 100 }).notNull().default(''),
    no_faktur_supplier: varchar('no_faktur_supplier', { length: 50 }).notNull().default(''),
    keterangan: text('keterangan').notNull().default(''),
    jumlah: integer('jumlah').notNull(),
    /** Milligrams. */
    berat: integer('berat').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: varchar('created_by', { length: 30 }).notNull(),
  },
  (t) => [index('penerimaan_barang_toko_tanggal').on(t.kode_toko, t.tgl_system)],
);

/**
 * Weighing a tray: the expected weight is frozen when it starts, the scale reading
 * when it is saved. At most one AKTIF per shop (a partial unique index holds it).
 */
export const timbangBaki = pgTable(
  'timbang_baki',
  {
    id: serial('id').primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('AKTIF'),
    jumlah: integer('jumlah').notNull(),
    /** Milligrams, all of them. */
    berat_barang: integer('berat_barang').notNull(),
    berat_atribut: integer('berat_atribut').notNull(),
    berat_plastik: integer('berat_plastik').notNull(),
    berat_bandrol: integer('berat_bandrol').notNull(),
    berat_baki: integer('berat_baki').notNull(),
    berat_seharusnya: integer('berat_seharusnya').notNull(),
    berat_timbang: integer('berat_timbang'),
    selisih: integer('selisih'),
    toleransi: integer('toleransi').notNull(),
    hasil: varchar('hasil', { length: 10 }),
    keterangan: text('keterangan').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: varchar('created_by', { length: 30 }).notNull(),
    selesai_at: timestamp('selesai_at', { withTimezone: true }),
    selesai_by: varchar('selesai_by', { length: 30 }),
  },
  (t) => [
    index('timbang_baki_toko_tanggal').on(t.kode_toko, t.tgl_system),
    uniqueIndex('timbang_baki_satu_aktif').on(t.kode_toko).where(sql`${t.status} = 'AKTIF'`),
    check('timbang_baki_status', sql`${t.status} in ('AKTIF', 'SELESAI', 'BATAL')`),
  ],
);

/** A destruction document (Hancur); its pieces are the `hancur` movements with its number. */
export const hancurBarang = pgTable('hancur_barang', {
  no_hancur: varchar('no_hancur', { length: 40 }).primaryKey(),
  kode_toko: varchar('kode_toko', { length: 10 })
    .notNull()
    .references(() => toko.kode_toko),
  tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
  kode_kondisi: varchar('kode_kondisi', { length: 20 }).notNull(),
  keterangan: text('keterangan').notNull().default(''),
  otorisasi_id: integer('otorisasi_id').notNull(),
  jumlah: integer('jumlah').notNull(),
  /** Milligrams. */
  berat: integer('berat').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: varchar('created_by', { length: 30 }).notNull(),
});

/** Goods sent to another shop: KIRIM (in transit) -> TERIMA or BATAL. */
export const kirimBarang = pgTable(
  'kirim_barang',
  {
    no_kirim: varchar('no_kirim', { length: 40 }).primaryKey(),
    kode_toko_asal: varchar('kode_toko_asal', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    kode_toko_tujuan: varchar('kode_toko_tujuan', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tgl_kirim: date('tgl_kirim', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('KIRIM'),
    keterangan: text('keterangan').notNull().default(''),
    jumlah: integer('jumlah').notNull(),
    /** Milligrams. */
    berat: integer('berat').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: varchar('created_by', { length: 30 }).notNull(),
    tgl_terima: date('tgl_terima', { mode: 'string' }),
    no_terima: varchar('no_terima', { length: 40 }),
    diterima_by: varchar('diterima_by', { length: 30 }),
    alasan_tolak: text('alasan_tolak'),
  },
  (t) => [
    index('kirim_barang_tujuan_status').on(t.kode_toko_tujuan, t.status),
    index('kirim_barang_asal').on(t.kode_toko_asal, t.tgl_kirim),
    check('kirim_barang_status', sql`${t.status} in ('KIRIM', 'TERIMA', 'BATAL')`),
  ],
);

/** The pieces of a shipment as they left: the place they return to when it is refused. */
export const kirimBarangDetail = pgTable(
  'kirim_barang_detail',
  {
    no_kirim: varchar('no_kirim', { length: 40 })
      .notNull()
      .references(() => kirimBarang.no_kirim),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    kode_gudang_asal: varchar('kode_gudang_asal', { length: 20 }).notNull(),
    kode_baki_asal: varchar('kode_baki_asal', { length: 20 }).notNull(),
    stock: integer('stock').notNull(),
    berat: integer('berat').notNull(),
  },
  (t) => [primaryKey({ columns: [t.no_kirim, t.kode_barcode] })],
);

/**
 * A washing document (Cucian): bought-back pieces weighed before and after washing. The
 * loss is the `susut` movements with its number; the lines keep both weights, which the
 * ledger does not.
 */
export const cucian = pgTable(
  'cucian',
  {
    no_cucian: varchar('no_cucian', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    keterangan: text('keterangan').notNull().default(''),
    jumlah: integer('jumlah').notNull(),
    /** Milligrams, all of them; toleransi is the setting per piece when it was saved. */
    berat_sebelum: integer('berat_sebelum').notNull(),
    berat_sesudah: integer('berat_sesudah').notNull(),
    susut: integer('susut').notNull(),
    toleransi: integer('toleransi').notNull(),
    /** Present when a piece lost more than the tolerance. */
    otorisasi_id: integer('otorisasi_id'),
    idempotency_key: varchar('idempotency_key', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: varchar('created_by', { length: 30 }).notNull(),
  },
  (t) => [
    index('cucian_toko_tanggal').on(t.kode_toko, t.tgl_system),
    uniqueIndex('cucian_idempotency').on(t.kode_toko, t.idempotency_key),
    check('cucian_susut', sql`${t.susut} = ${t.berat_sebelum} - ${t.berat_sesudah} and ${t.susut} >= 0`),
  ],
);

export const cucianDetail = pgTable(
  'cucian_detail',
  {
    no_cucian: varchar('no_cucian', { length: 40 })
      .notNull()
      .references(() => cucian.no_cucian),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    /** Milligrams. */
    berat_sebelum: integer('berat_sebelum').notNull(),
    berat_sesudah: integer('berat_sesudah').notNull(),
    susut: integer('susut').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.no_cucian, t.kode_barcode] }),
    index('cucian_detail_barcode').on(t.kode_barcode),
    check(
      'cucian_detail_berat',
      sql`${t.berat_sesudah} > 0 and ${t.berat_sesudah} <= ${t.berat_sebelum} and ${t.susut} = ${t.berat_sebelum} - ${t.berat_sesudah}`,
    ),
  ],
);

/** Sorted goods moved to another sorting destination (Pindah Sortir). */
export const pindahSortir = pgTable(
  'pindah_sortir',
  {
    no_pindah: varchar('no_pindah', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    tujuan_sortir: varchar('tujuan_sortir', { length: 10 }).notNull(),
    kode_gudang_tujuan: varchar('kode_gudang_tujuan', { length: 20 }).notNull(),
    kode_baki_tujuan: varchar('kode_baki_tujuan', { length: 20 }).notNull(),
    keterangan: text('keterangan').notNull().default(''),
    jumlah: integer('jumlah').notNull(),
    /** Milligrams. */
    berat: integer('berat').notNull(),
    idempotency_key: varchar('idempotency_key', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: varchar('created_by', { length: 30 }).notNull(),
  },
  (t) => [
    index('pindah_sortir_toko_tanggal').on(t.kode_toko, t.tgl_system),
    uniqueIndex('pindah_sortir_idempotency').on(t.kode_toko, t.idempotency_key),
    check('pindah_sortir_tujuan', sql`${t.tujuan_sortir} in ('JUAL', 'SEPUHAN', 'LEBUR')`),
  ],
);

/** Each piece's origin: its place (also in the `out` movement) and the destination it had, which is not. */
export const pindahSortirDetail = pgTable(
  'pindah_sortir_detail',
  {
    no_pindah: varchar('no_pindah', { length: 40 })
      .notNull()
      .references(() => pindahSortir.no_pindah),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    tujuan_asal: varchar('tujuan_asal', { length: 10 }).notNull(),
    kode_gudang_asal: varchar('kode_gudang_asal', { length: 20 }).notNull(),
    kode_baki_asal: varchar('kode_baki_asal', { length: 20 }).notNull(),
    stock: integer('stock').notNull(),
    /** Milligrams. */
    berat: integer('berat').notNull(),
  },
  (t) => [primaryKey({ columns: [t.no_pindah, t.kode_barcode] })],
);
