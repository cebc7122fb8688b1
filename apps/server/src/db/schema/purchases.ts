import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { dailyRollup } from './daily-rollup.ts';
import { toko } from './shops.ts';

/**
 * One customer visit selling gold back to the shop (pembelian, FB). Saved OPEN; a
 * supervisor's validation (DONE) brings the pieces into gudang BELI and pays the money out.
 */
export const pembelian = pgTable(
  'pembelian',
  {
    no_faktur_group: varchar('no_faktur_group', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    jam: varchar('jam', { length: 8 }).notNull(),
    /** The screen's key for this buyback: a retried save finds the one it already made. */
    idempotency_key: varchar('idempotency_key', { length: 64 }).notNull(),
    kode_sales: varchar('kode_sales', { length: 20 }).notNull(),
    kode_member: varchar('kode_member', { length: 30 }),
    nama_customer: varchar('nama_customer', { length: 100 }).notNull(),
    no_hp: varchar('no_hp', { length: 20 }).notNull().default(''),
    alamat_customer: text('alamat_customer').notNull().default(''),
    total: bigint('total', { mode: 'number' }).notNull(),
    cash_rp: bigint('cash_rp', { mode: 'number' }).notNull().default(0),
    transfer_rp: bigint('transfer_rp', { mode: 'number' }).notNull().default(0),
    /** The shop account a transfer to the customer leaves from. */
    no_rekening: varchar('no_rekening', { length: 30 }).notNull().default(''),
    /**
     * A trade-in (tukar): the part of the price paid by the new sale it bought, and that
     * sale. The rest (`cash_rp`) is the TUKAR KURANG the shop pays out.
     */
    tukar_rp: bigint('tukar_rp', { mode: 'number' }).notNull().default(0),
    no_faktur_jual_tukar: varchar('no_faktur_jual_tukar', { length: 40 }),
    status_valid: varchar('status_valid', { length: 10 }).notNull().default('OPEN'),
    status: varchar('status', { length: 10 }).notNull().default('OK'),
    input_by: varchar('input_by', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    valid_by: varchar('valid_by', { length: 30 }),
    valid_at: timestamp('valid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pembelian_idempotency').on(t.kode_toko, t.idempotency_key),
    index('pembelian_toko_tanggal_no').on(t.kode_toko, t.tgl_system, t.no_faktur_group),
    check('pembelian_status_valid', sql`${t.status_valid} in ('OPEN', 'DONE')`),
    check('pembelian_status', sql`${t.status} in ('OK', 'CANC')`),
    check('pembelian_bayar', sql`${t.cash_rp} + ${t.transfer_rp} + ${t.tukar_rp} = ${t.total}`),
    index('pembelian_tukar').on(t.no_faktur_jual_tukar),
  ],
);

/** A piece bought back, with the receipt it came with (if any) and how its price was reached. */
export const pembelianDetail = pgTable(
  'pembelian_detail',
  {
    no_faktur_beli: varchar('no_faktur_beli', { length: 44 }).primaryKey(),
    no_faktur_group: varchar('no_faktur_group', { length: 40 })
      .notNull()
      .references(() => pembelian.no_faktur_group),
    /** The piece's barcode: the sold one's, or the new one a line without receipt gets at validation. */
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull().default(''),
    /** The sale line bought back; null without receipt. */
    no_faktur_jual: varchar('no_faktur_jual', { length: 44 }),
    /** A receipt of another system the customer showed (import shape). */
    no_faktur_ext: varchar('no_faktur_ext', { length: 60 }).notNull().default(''),
    /** Where the piece went at validation (gudang BELI). */
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull().default(''),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull().default(''),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    kadar_cetak: varchar('kadar_cetak', { length: 20 }).notNull().default(''),
    /** Milligrams on the receipt (0 without) and as weighed at the counter. */
    berat_nota: integer('berat_nota').notNull(),
    berat: integer('berat').notNull(),
    harga_nota: bigint('harga_nota', { mode: 'number' }).notNull(),
    kode_kondisi: varchar('kode_kondisi', { length: 20 }).notNull(),
    type_kondisi: varchar('type_kondisi', { length: 12 }).notNull(),
    potongan: bigint('potongan', { mode: 'number' }).notNull(),
    /** What the system offered, and what the shop paid (above it only with otorisasi). */
    harga_system: bigint('harga_system', { mode: 'number' }).notNull(),
    harga: bigint('harga', { mode: 'number' }).notNull(),
    harga_rata: bigint('harga_rata', { mode: 'number' }).notNull(),
    otorisasi_id: integer('otorisasi_id'),
    status: varchar('status', { length: 10 }).notNull().default('OK'),
  },
  (t) => [
    index('pembelian_detail_group').on(t.no_faktur_group),
    index('pembelian_detail_barcode').on(t.kode_barcode),
    // A sold piece is bought back once: two counters taking the same receipt cannot both save.
    uniqueIndex('pembelian_detail_nota_sekali')
      .on(t.no_faktur_jual)
      .where(sql`${t.no_faktur_jual} is not null and ${t.status} = 'OK'`),
    check('pembelian_detail_harga', sql`${t.harga} >= 0 and ${t.berat} > 0`),
  ],
);

/** The buybacks of each closed day (the dashboard's month chart): standing lines, one piece each. */
export const pembelianHarian = dailyRollup('pembelian_harian');
