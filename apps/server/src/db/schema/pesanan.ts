import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { dailyRollup } from './daily-rollup.ts';
import { toko } from './shops.ts';

/**
 * A customer order (pesanan, DOMAIN.md §4): a piece to be made, with a DP paid by any
 * counter method. OPEN when taken, DONE when the made piece is added to stock with this
 * number, FINISH when a sale collects it, CLOSE when cancelled (the DP refunded). Like
 * every counter document it is saved, then takes effect (the DP is booked) when a
 * supervisor validates it (docs/decisions/018-pesanan.md).
 */
export const pesanan = pgTable(
  'pesanan',
  {
    no_pesanan: varchar('no_pesanan', { length: 30 }).primaryKey(),
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
    /** The estimate of the ordered piece (its line): what the DP is measured against. */
    total: bigint('total', { mode: 'number' }).notNull(),
    dp: bigint('dp', { mode: 'number' }).notNull(),
    tgl_selesai: date('tgl_selesai', { mode: 'string' }).notNull(),
    /** The sample photo's key in the file store ('' without one). */
    foto: varchar('foto', { length: 200 }).notNull().default(''),
    cash_rp: bigint('cash_rp', { mode: 'number' }).notNull().default(0),
    transfer_rp: bigint('transfer_rp', { mode: 'number' }).notNull().default(0),
    no_rekening: varchar('no_rekening', { length: 30 }).notNull().default(''),
    debet_rp: bigint('debet_rp', { mode: 'number' }).notNull().default(0),
    kode_bank_debet: varchar('kode_bank_debet', { length: 30 }).notNull().default(''),
    biaya_debet: bigint('biaya_debet', { mode: 'number' }).notNull().default(0),
    credit_rp: bigint('credit_rp', { mode: 'number' }).notNull().default(0),
    kode_bank_credit: varchar('kode_bank_credit', { length: 30 }).notNull().default(''),
    biaya_credit: bigint('biaya_credit', { mode: 'number' }).notNull().default(0),
    kembalian: bigint('kembalian', { mode: 'number' }).notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    status_valid: varchar('status_valid', { length: 10 }).notNull().default('OPEN'),
    /** The sale that collected the order. */
    no_faktur_group: varchar('no_faktur_group', { length: 40 }),
    input_by: varchar('input_by', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    valid_by: varchar('valid_by', { length: 30 }),
    valid_at: timestamp('valid_at', { withTimezone: true }),
    batal_by: varchar('batal_by', { length: 30 }),
    otorisasi_id: integer('otorisasi_id'),
  },
  (t) => [
    uniqueIndex('pesanan_idempotency').on(t.kode_toko, t.idempotency_key),
    index('pesanan_toko_tanggal_no').on(t.kode_toko, t.tgl_system, t.no_pesanan),
    index('pesanan_toko_status').on(t.kode_toko, t.status, t.tgl_system),
    check('pesanan_status', sql`${t.status} in ('OPEN', 'DONE', 'FINISH', 'CLOSE')`),
    check('pesanan_status_valid', sql`${t.status_valid} in ('OPEN', 'DONE')`),
    check('pesanan_dp', sql`${t.dp} > 0 and ${t.dp} <= ${t.total}`),
    check('pesanan_tgl_selesai', sql`${t.tgl_selesai} >= ${t.tgl_system}`),
  ],
);

/**
 * The ordered piece as estimated at the counter: one line per order today, a line so the
 * order has the counter-document shape (search, chart) the other documents have. Its
 * barcode is the piece made for it, filled when that piece is added to stock.
 */
export const pesananDetail = pgTable(
  'pesanan_detail',
  {
    id: serial('id').primaryKey(),
    no_pesanan: varchar('no_pesanan', { length: 30 })
      .notNull()
      .references(() => pesanan.no_pesanan),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    deskripsi: text('deskripsi').notNull(),
    /** Estimated milligrams. */
    berat: integer('berat').notNull(),
    kadar: numeric('kadar', { precision: 5, scale: 2 }).notNull(),
    harga_gram: bigint('harga_gram', { mode: 'number' }).notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    /** berat x harga_gram + ongkos. */
    harga: bigint('harga', { mode: 'number' }).notNull(),
    kode_barcode: varchar('kode_barcode', { length: 8 }),
    /** OK standing, CANC once the order is cancelled (the dashboard counts only OK). */
    status: varchar('status', { length: 10 }).notNull().default('OK'),
  },
  (t) => [
    index('pesanan_detail_no').on(t.no_pesanan),
    index('pesanan_detail_barcode').on(t.kode_barcode),
    check('pesanan_detail_status', sql`${t.status} in ('OK', 'CANC')`),
  ],
);

/** The orders of each closed day (the dashboard's month chart). */
export const pesananHarian = dailyRollup('pesanan_harian');
