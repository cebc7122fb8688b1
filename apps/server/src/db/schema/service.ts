import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { dailyRollup } from './daily-rollup.ts';
import { toko } from './shops.ts';

/** A payment by every counter method; `prefix` tells the DP's columns from the remainder's. */
function paymentColumns<P extends string>(prefix: P) {
  const rupiah = (name: string) => bigint(`${prefix}${name}`, { mode: 'number' }).notNull().default(0);
  const code = (name: string) => varchar(`${prefix}${name}`, { length: 30 }).notNull().default('');
  return {
    [`${prefix}cash_rp`]: rupiah('cash_rp'),
    [`${prefix}transfer_rp`]: rupiah('transfer_rp'),
    [`${prefix}no_rekening`]: code('no_rekening'),
    [`${prefix}debet_rp`]: rupiah('debet_rp'),
    [`${prefix}kode_bank_debet`]: code('kode_bank_debet'),
    [`${prefix}biaya_debet`]: rupiah('biaya_debet'),
    [`${prefix}credit_rp`]: rupiah('credit_rp'),
    [`${prefix}kode_bank_credit`]: code('kode_bank_credit'),
    [`${prefix}biaya_credit`]: rupiah('biaya_credit'),
    [`${prefix}kembalian`]: rupiah('kembalian'),
  } as {
    [K in
      | 'cash_rp'
      | 'transfer_rp'
      | 'debet_rp'
      | 'biaya_debet'
      | 'credit_rp'
      | 'biaya_credit'
      | 'kembalian' as `${P}${K}`]: ReturnType<typeof rupiah>;
  } & {
    [K in 'no_rekening' | 'kode_bank_debet' | 'kode_bank_credit' as `${P}${K}`]: ReturnType<typeof code>;
  };
}

/**
 * A repair taken in (no_service): the customer's pieces, the tukang, the price and its DP,
 * then the tukang's cost when finished and the remainder's payment when collected. The
 * pieces are the customer's, never the shop's stock (decision 019).
 */
export const service = pgTable(
  'service',
  {
    no_service: varchar('no_service', { length: 40 }).primaryKey(),
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
    kode_tukang: varchar('kode_tukang', { length: 20 }).notNull(),
    keterangan: text('keterangan').notNull().default(''),
    tgl_selesai_estimasi: date('tgl_selesai_estimasi', { mode: 'string' }).notNull(),
    /** The customer's price: the sum of the lines' ongkos. */
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    /** The down payment: what the DP's payment brings in net of change. */
    dp: bigint('dp', { mode: 'number' }).notNull(),
    ...paymentColumns(''),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    status_valid: varchar('status_valid', { length: 10 }).notNull().default('OPEN'),
    input_by: varchar('input_by', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    valid_by: varchar('valid_by', { length: 30 }),
    valid_at: timestamp('valid_at', { withTimezone: true }),
    /** Selesai: what the tukang charges the shop, and when. */
    biaya_tukang: bigint('biaya_tukang', { mode: 'number' }),
    tgl_selesai: date('tgl_selesai', { mode: 'string' }),
    selesai_by: varchar('selesai_by', { length: 30 }),
    /** Ambil: when and by whom it was handed back, and how the remainder was paid. */
    tgl_ambil: date('tgl_ambil', { mode: 'string' }),
    jam_ambil: varchar('jam_ambil', { length: 8 }),
    ambil_by: varchar('ambil_by', { length: 30 }),
    ...paymentColumns('ambil_'),
    batal_by: varchar('batal_by', { length: 30 }),
    otorisasi_id: integer('otorisasi_id'),
  },
  (t) => [
    uniqueIndex('service_idempotency').on(t.kode_toko, t.idempotency_key),
    index('service_toko_tgl').on(t.kode_toko, t.tgl_system, t.no_service),
    index('service_toko_status').on(t.kode_toko, t.status, t.tgl_system),
    // Laporan Service Selesai and Service Ambil read the shop's repairs by those dates.
    index('service_toko_selesai').on(t.kode_toko, t.tgl_selesai),
    index('service_toko_ambil').on(t.kode_toko, t.tgl_ambil),
    check('service_status', sql`${t.status} in ('OPEN', 'DONE', 'CLOS', 'CANC')`),
    check('service_status_valid', sql`${t.status_valid} in ('OPEN', 'DONE')`),
    check('service_dp', sql`${t.dp} > 0 and ${t.dp} <= ${t.ongkos}`),
    check('service_estimasi', sql`${t.tgl_selesai_estimasi} >= ${t.tgl_system}`),
  ],
);

/** One piece of a repair: what it is, what is wrong with it, its weight in and out. */
export const serviceDetail = pgTable(
  'service_detail',
  {
    id: serial('id').primaryKey(),
    no_service: varchar('no_service', { length: 40 })
      .notNull()
      .references(() => service.no_service),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    /** Milligrams, when taken in. */
    berat: integer('berat').notNull(),
    jumlah: integer('jumlah').notNull().default(1),
    kadar: varchar('kadar', { length: 20 }).notNull().default(''),
    kerusakan: text('kerusakan').notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    /** The file store key of the piece's photo ('' without one). */
    foto: varchar('foto', { length: 200 }).notNull().default(''),
    /** Milligrams after the repair (gold added or lost), set when finished. */
    berat_selesai: integer('berat_selesai'),
  },
  (t) => [index('service_detail_no').on(t.no_service)],
);

/** The services taken in of each closed day (the dashboard's month chart). */
export const serviceHarian = dailyRollup('service_harian');
