import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { toko } from './shops.ts';

/**
 * A pawn loan (docs/decisions/020-hutang.md): cash lent against pledged gold. The rate
 * and the maximum are copied onto the loan when it is made, so a later change of Master
 * Kondisi Pinjaman or of MAKS_PINJAMAN_PERSEN never changes a running loan. `tgl_bunga`
 * is where the interest clock runs from; `tgl_tutup` the day the loan left OPEN, so the
 * gold held on any past day is `tgl_system <= day < coalesce(tgl_tutup, forever)`.
 */
export const hutang = pgTable(
  'hutang',
  {
    no_hutang: varchar('no_hutang', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    jam: varchar('jam', { length: 8 }).notNull(),
    idempotency_key: varchar('idempotency_key', { length: 64 }).notNull(),
    kode_sales: varchar('kode_sales', { length: 20 }).notNull(),
    kode_member: varchar('kode_member', { length: 30 }),
    nama_customer: varchar('nama_customer', { length: 100 }).notNull(),
    no_hp: varchar('no_hp', { length: 20 }).notNull().default(''),
    alamat_customer: text('alamat_customer').notNull().default(''),
    nik: varchar('nik', { length: 30 }).notNull(),
    /** The pieces' value at the day's buy price (sum of the lines). */
    nilai_taksiran: bigint('nilai_taksiran', { mode: 'number' }).notNull(),
    maks_persen: numeric('maks_persen', { precision: 5, scale: 2 }).notNull(),
    maks_pinjaman: bigint('maks_pinjaman', { mode: 'number' }).notNull(),
    pokok: bigint('pokok', { mode: 'number' }).notNull(),
    /** The tier of Master Kondisi Pinjaman the pokok fell in, and its monthly rate. */
    kode_pinjaman: varchar('kode_pinjaman', { length: 20 }).notNull(),
    bunga_persen: numeric('bunga_persen', { precision: 5, scale: 2 }).notNull(),
    jangka_bulan: integer('jangka_bulan').notNull(),
    tgl_jatuh_tempo: date('tgl_jatuh_tempo', { mode: 'string' }).notNull(),
    tgl_bunga: date('tgl_bunga', { mode: 'string' }).notNull(),
    /** How the shop paid the loan out. */
    cash_rp: bigint('cash_rp', { mode: 'number' }).notNull().default(0),
    transfer_rp: bigint('transfer_rp', { mode: 'number' }).notNull().default(0),
    no_rekening: varchar('no_rekening', { length: 30 }).notNull().default(''),
    status: varchar('status', { length: 12 }).notNull().default('OPEN'),
    status_valid: varchar('status_valid', { length: 10 }).notNull().default('OPEN'),
    tgl_tutup: date('tgl_tutup', { mode: 'string' }),
    /** Renewal: the loan this one continues, and the one that continued it. */
    no_hutang_lama: varchar('no_hutang_lama', { length: 40 }),
    no_hutang_baru: varchar('no_hutang_baru', { length: 40 }),
    /** The consent to lend above the maximum. */
    otorisasi_id: integer('otorisasi_id'),
    batal_by: varchar('batal_by', { length: 30 }),
    batal_otorisasi_id: integer('batal_otorisasi_id'),
    /** The closing's roll: interest accrued as of `tgl_akrual`, and past due plus grace. */
    bunga_akrual: bigint('bunga_akrual', { mode: 'number' }).notNull().default(0),
    tgl_akrual: date('tgl_akrual', { mode: 'string' }),
    lewat_tempo: boolean('lewat_tempo').notNull().default(false),
    /** Lelang: the gold's value at that day's buy price, the interest then owed, the surplus owed back. */
    nilai_lelang: bigint('nilai_lelang', { mode: 'number' }),
    bunga_lelang: bigint('bunga_lelang', { mode: 'number' }),
    kelebihan_lelang: bigint('kelebihan_lelang', { mode: 'number' }),
    lelang_otorisasi_id: integer('lelang_otorisasi_id'),
    input_by: varchar('input_by', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    valid_by: varchar('valid_by', { length: 30 }),
    valid_at: timestamp('valid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('hutang_idempotency').on(t.kode_toko, t.idempotency_key),
    index('hutang_toko_tanggal_no').on(t.kode_toko, t.tgl_system, t.no_hutang),
    index('hutang_toko_status').on(t.kode_toko, t.status, t.tgl_system),
    check('hutang_status', sql`${t.status} in ('OPEN', 'LUNAS', 'PERPANJANG', 'LELANG', 'BATAL')`),
    check('hutang_status_valid', sql`${t.status_valid} in ('OPEN', 'DONE')`),
    check('hutang_pokok', sql`${t.pokok} > 0`),
    // A renewal's loan pays nothing out: it continues the old one.
    check(
      'hutang_payout',
      sql`${t.cash_rp} >= 0 and ${t.transfer_rp} >= 0 and (${t.cash_rp} + ${t.transfer_rp} = ${t.pokok} or ${t.no_hutang_lama} is not null)`,
    ),
    check('hutang_jangka', sql`${t.jangka_bulan} between 1 and 12`),
    check('hutang_tutup', sql`(${t.status} = 'OPEN') = (${t.tgl_tutup} is null)`),
  ],
);

/**
 * One pledged piece: held (GADAI) until handed back (KEMBALI), auctioned (LELANG), carried
 * to the loan that renewed this one (PERPANJANG), or the loan cancelled (BATAL).
 */
export const hutangDetail = pgTable(
  'hutang_detail',
  {
    id: serial('id').primaryKey(),
    no_hutang: varchar('no_hutang', { length: 40 })
      .notNull()
      .references(() => hutang.no_hutang),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    /** Milligrams. */
    berat: integer('berat').notNull(),
    kadar: numeric('kadar', { precision: 5, scale: 2 }).notNull(),
    jumlah: integer('jumlah').notNull().default(1),
    /** The group's buy price per gram on the loan's day, and the piece's value at it. */
    harga_gram: bigint('harga_gram', { mode: 'number' }).notNull(),
    nilai: bigint('nilai', { mode: 'number' }).notNull(),
    foto: varchar('foto', { length: 200 }).notNull().default(''),
    status: varchar('status', { length: 10 }).notNull().default('GADAI'),
    /** The shop's piece it became when auctioned. */
    kode_barcode: varchar('kode_barcode', { length: 8 }),
  },
  (t) => [
    index('hutang_detail_no').on(t.no_hutang),
    check('hutang_detail_status', sql`${t.status} in ('GADAI', 'KEMBALI', 'LELANG', 'PERPANJANG', 'BATAL')`),
  ],
);

/**
 * One payment on a loan (BUNGA, LUNAS, PERPANJANG), validated on its own: its interest
 * for the days from `tgl_dari`, the principal it pays, and how (cash and/or transfer).
 */
export const hutangBayar = pgTable(
  'hutang_bayar',
  {
    no_bayar: varchar('no_bayar', { length: 40 }).primaryKey(),
    no_hutang: varchar('no_hutang', { length: 40 })
      .notNull()
      .references(() => hutang.no_hutang),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    jam: varchar('jam', { length: 8 }).notNull(),
    idempotency_key: varchar('idempotency_key', { length: 64 }).notNull(),
    jenis: varchar('jenis', { length: 12 }).notNull(),
    /** The interest clock's start this payment settled up to its day. */
    tgl_dari: date('tgl_dari', { mode: 'string' }).notNull(),
    hari: integer('hari').notNull(),
    hari_dihitung: integer('hari_dihitung').notNull(),
    bunga: bigint('bunga', { mode: 'number' }).notNull(),
    pokok: bigint('pokok', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    cash_rp: bigint('cash_rp', { mode: 'number' }).notNull().default(0),
    transfer_rp: bigint('transfer_rp', { mode: 'number' }).notNull().default(0),
    no_rekening: varchar('no_rekening', { length: 30 }).notNull().default(''),
    kembalian: bigint('kembalian', { mode: 'number' }).notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('OK'),
    status_valid: varchar('status_valid', { length: 10 }).notNull().default('OPEN'),
    input_by: varchar('input_by', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    valid_by: varchar('valid_by', { length: 30 }),
    valid_at: timestamp('valid_at', { withTimezone: true }),
    otorisasi_id: integer('otorisasi_id'),
    batal_by: varchar('batal_by', { length: 30 }),
    batal_otorisasi_id: integer('batal_otorisasi_id'),
  },
  (t) => [
    uniqueIndex('hutang_bayar_idempotency').on(t.kode_toko, t.idempotency_key),
    index('hutang_bayar_hutang').on(t.no_hutang, t.no_bayar),
    index('hutang_bayar_toko_tanggal').on(t.kode_toko, t.tgl_system, t.no_bayar),
    check('hutang_bayar_jenis', sql`${t.jenis} in ('BUNGA', 'LUNAS', 'PERPANJANG')`),
    check('hutang_bayar_status', sql`${t.status} in ('OK', 'BATAL')`),
    check('hutang_bayar_status_valid', sql`${t.status_valid} in ('OPEN', 'DONE')`),
    check(
      'hutang_bayar_total',
      sql`${t.total} = ${t.bunga} + ${t.pokok} and ${t.bunga} >= 0 and ${t.pokok} >= 0`,
    ),
    check(
      'hutang_bayar_lunas',
      sql`${t.cash_rp} - ${t.kembalian} + ${t.transfer_rp} = ${t.total} and ${t.kembalian} >= 0`,
    ),
  ],
);

/**
 * The loans of each closed day (the closing's roll, decision 020): open loans, pieces and
 * milligrams held, principal outstanding, the interest accrued on them as of that day, and
 * how many are past due plus grace.
 */
export const hutangHarian = pgTable(
  'hutang_harian',
  {
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jumlah_hutang: integer('jumlah_hutang').notNull(),
    jumlah_barang: integer('jumlah_barang').notNull(),
    berat: bigint('berat', { mode: 'number' }).notNull(),
    pokok: bigint('pokok', { mode: 'number' }).notNull(),
    bunga_akrual: bigint('bunga_akrual', { mode: 'number' }).notNull(),
    lewat_tempo: integer('lewat_tempo').notNull(),
  },
  (t) => [primaryKey({ name: 'hutang_harian_pk', columns: [t.kode_toko, t.tanggal] })],
);
