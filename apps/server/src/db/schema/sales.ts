import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/**
 * One customer visit (no_faktur_group): who sold, to whom, and how it was paid.
 * Saved OPEN; a supervisor's validation (DONE) makes it take effect on stock and cash.
 */
export const penjualan = pgTable(
  'penjualan',
  {
    no_faktur_group: varchar('no_faktur_group', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    jam: varchar('jam', { length: 8 }).notNull(),
    /** The screen's key for this sale: a retried save finds the sale it already made. */
    idempotency_key: varchar('idempotency_key', { length: 64 }).notNull(),
    kode_sales: varchar('kode_sales', { length: 20 }).notNull(),
    kode_member: varchar('kode_member', { length: 30 }),
    nama_customer: varchar('nama_customer', { length: 100 }).notNull(),
    no_hp: varchar('no_hp', { length: 20 }).notNull().default(''),
    alamat_customer: text('alamat_customer').notNull().default(''),
    kode_marketplace: varchar('kode_marketplace', { length: 30 }).notNull().default(''),
    total: bigint('total', { mode: 'number' }).notNull(),
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
    /** Points the member earned when the sale was validated, less what cancellations took back. */
    poin: integer('poin').notNull().default(0),
    /** The deposit (titipan) this sale collects; its DP counts as already paid. */
    no_titip: varchar('no_titip', { length: 40 }),
    titipan_rp: bigint('titipan_rp', { mode: 'number' }).notNull().default(0),
    /** The order (pesanan) this sale collects; its DP counts as already paid. */
    no_pesanan: varchar('no_pesanan', { length: 30 }),
    pesanan_rp: bigint('pesanan_rp', { mode: 'number' }).notNull().default(0),
    /** Value of gold traded in (TUKAR), paid against the sale. */
    tukar_rp: bigint('tukar_rp', { mode: 'number' }).notNull().default(0),
    /** The buyback of the traded-in gold (tukar) whose value paid `tukar_rp`. */
    no_faktur_beli_tukar: varchar('no_faktur_beli_tukar', { length: 40 }),
    /** Fields of the import shape (SPEC §3) that sales made here leave empty. */
    no_generate: varchar('no_generate', { length: 60 }).notNull().default(''),
    no_faktur_group_user: varchar('no_faktur_group_user', { length: 60 }).notNull().default(''),
    nama_sales: varchar('nama_sales', { length: 100 }).notNull().default(''),
    status_premi: varchar('status_premi', { length: 20 }).notNull().default(''),
    total_usd: varchar('total_usd', { length: 30 }).notNull().default('0'),
    curr: varchar('curr', { length: 10 }).notNull().default('IDR'),
    status_valid: varchar('status_valid', { length: 10 }).notNull().default('OPEN'),
    status: varchar('status', { length: 10 }).notNull().default('OK'),
    input_by: varchar('input_by', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    valid_by: varchar('valid_by', { length: 30 }),
    valid_at: timestamp('valid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('penjualan_idempotency').on(t.kode_toko, t.idempotency_key),
    index('penjualan_toko_tanggal_no').on(t.kode_toko, t.tgl_system, t.no_faktur_group),
    check('penjualan_status_valid', sql`${t.status_valid} in ('OPEN', 'DONE')`),
    check('penjualan_status', sql`${t.status} in ('OK', 'CANC')`),
  ],
);

/** A piece sold on a visit, with the prices as they were at the counter. */
export const penjualanDetail = pgTable(
  'penjualan_detail',
  {
    no_faktur_jual: varchar('no_faktur_jual', { length: 44 }).primaryKey(),
    no_faktur_group: varchar('no_faktur_group', { length: 40 })
      .notNull()
      .references(() => penjualan.no_faktur_group),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    kadar_cetak: varchar('kadar_cetak', { length: 20 }).notNull().default(''),
    stock: integer('stock').notNull(),
    /** Milligrams. */
    berat: integer('berat').notNull(),
    harga_gram: bigint('harga_gram', { mode: 'number' }).notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    harga_atribut: bigint('harga_atribut', { mode: 'number' }).notNull(),
    harga_system: bigint('harga_system', { mode: 'number' }).notNull(),
    harga_jual: bigint('harga_jual', { mode: 'number' }).notNull(),
    otorisasi_id: integer('otorisasi_id'),
    status: varchar('status', { length: 10 }).notNull().default('OK'),
    kode_barang: varchar('kode_barang', { length: 30 }).notNull().default(''),
    /** Milligrams as weighed before the sale (the import's berat_awal); equals `berat` for sales made here. */
    berat_awal: integer('berat_awal'),
    /** The stones of the piece in one line, as the import carries them. */
    nama_atribut: text('nama_atribut').notNull().default(''),
    /** Milligrams. */
    berat_atribut: integer('berat_atribut').notNull().default(0),
    total_berlian_rp: bigint('total_berlian_rp', { mode: 'number' }).notNull().default(0),
    no_pesanan: varchar('no_pesanan', { length: 40 }),
    status_kembali: varchar('status_kembali', { length: 10 }).notNull().default('OPEN'),
    status_tukar: boolean('status_tukar').notNull().default(false),
    /**
     * The line's share of the visit's payment as an import states it; null for sales made
     * here, whose payment lives on the visit (penjualan) only.
     */
    cash_rp: bigint('cash_rp', { mode: 'number' }),
    transfer_rp: bigint('transfer_rp', { mode: 'number' }),
    debet_rp: bigint('debet_rp', { mode: 'number' }),
    credit_rp: bigint('credit_rp', { mode: 'number' }),
    tukar_rp: bigint('tukar_rp', { mode: 'number' }),
  },
  (t) => [
    index('penjualan_detail_group').on(t.no_faktur_group),
    index('penjualan_detail_barcode').on(t.kode_barcode),
  ],
);

/**
 * A deposit (titipan, DOMAIN.md §4): the customer pays a DP for specific pieces, which
 * are held for them in gudang TITIP at the price agreed that day. OPEN until collected
 * by a sale (FINISH) or cancelled with the DP refunded (CLOSE). Like a sale it is saved,
 * then takes effect on stock and cash when a supervisor validates it.
 */
export const titipan = pgTable(
  'titipan',
  {
    no_titip: varchar('no_titip', { length: 40 }).primaryKey(),
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
    /** The agreed price of the pieces. */
    total: bigint('total', { mode: 'number' }).notNull(),
    /** The down payment: what the payment below brings in net of change. */
    dp: bigint('dp', { mode: 'number' }).notNull(),
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
    keterangan: text('keterangan').notNull().default(''),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    status_valid: varchar('status_valid', { length: 10 }).notNull().default('OPEN'),
    /** The sale that collected the deposit. */
    no_faktur_group: varchar('no_faktur_group', { length: 40 }),
    input_by: varchar('input_by', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    valid_by: varchar('valid_by', { length: 30 }),
    valid_at: timestamp('valid_at', { withTimezone: true }),
    batal_by: varchar('batal_by', { length: 30 }),
    otorisasi_id: integer('otorisasi_id'),
  },
  (t) => [
    uniqueIndex('titipan_idempotency').on(t.kode_toko, t.idempotency_key),
    index('titipan_toko_status').on(t.kode_toko, t.status, t.tgl_system),
    check('titipan_status', sql`${t.status} in ('OPEN', 'FINISH', 'CLOSE')`),
    check('titipan_status_valid', sql`${t.status_valid} in ('OPEN', 'DONE')`),
    check('titipan_dp', sql`${t.dp} > 0 and ${t.dp} <= ${t.total}`),
  ],
);

/** A piece held for a deposit, with the tray it left and the price agreed. */
export const titipanDetail = pgTable(
  'titipan_detail',
  {
    id: serial('id').primaryKey(),
    no_titip: varchar('no_titip', { length: 40 })
      .notNull()
      .references(() => titipan.no_titip),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    /** Where the piece was before it was put aside: where a cancellation returns it. */
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    kadar_cetak: varchar('kadar_cetak', { length: 20 }).notNull().default(''),
    stock: integer('stock').notNull(),
    /** Milligrams. */
    berat: integer('berat').notNull(),
    harga_gram: bigint('harga_gram', { mode: 'number' }).notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    harga_atribut: bigint('harga_atribut', { mode: 'number' }).notNull(),
    harga_jual: bigint('harga_jual', { mode: 'number' }).notNull(),
  },
  (t) => [index('titipan_detail_titip').on(t.no_titip), index('titipan_detail_barcode').on(t.kode_barcode)],
);

/** The sales of each closed day (the dashboard's month chart): standing lines, validated by then. */
export const penjualanHarian = dailyRollup('penjualan_harian');
