import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { otorisasi } from './access.ts';
import { toko } from './shops.ts';

/**
 * The one ledger of money movements (DOMAIN.md §5): every transaction writes its rows
 * when it takes effect — a validated sale one per payment method, kategori PENJUALAN.
 */
export const keuangan = pgTable(
  'keuangan',
  {
    id: serial('id').primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kategori: varchar('kategori', { length: 30 }).notNull(),
    /** CASH, TRANSFER, DEBET or CREDIT. */
    jenis: varchar('jenis', { length: 10 }).notNull(),
    no_rekening: varchar('no_rekening', { length: 30 }).notNull().default(''),
    kode_bank: varchar('kode_bank', { length: 30 }).notNull().default(''),
    /** The receipt number the movement belongs to. */
    deskripsi: varchar('deskripsi', { length: 60 }).notNull(),
    keterangan: text('keterangan').notNull().default(''),
    jumlah_in: bigint('jumlah_in', { mode: 'number' }).notNull().default(0),
    jumlah_out: bigint('jumlah_out', { mode: 'number' }).notNull().default(0),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('DONE'),
    input_by: varchar('input_by', { length: 30 }).notNull(),
    valid_by: varchar('valid_by', { length: 30 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Manual entries (Uang Kas, Uang Bank): the screen's key, so a retried save books once. */
    idempotency_key: varchar('idempotency_key', { length: 64 }),
  },
  (t) => [
    index('keuangan_toko_tanggal').on(t.kode_toko, t.tanggal, t.kategori),
    // The cash book pages newest first along this index instead of sorting the whole ledger.
    index('keuangan_toko_tanggal_id').on(t.kode_toko, t.tanggal, t.id),
    uniqueIndex('keuangan_idempotency')
      .on(t.kode_toko, t.idempotency_key, t.jenis)
      .where(sql`${t.idempotency_key} is not null`),
  ],
);

/**
 * A closed day's balance of the till (akun KAS) or a bank account, frozen by Tutup Toko:
 * the next day opens with `awal = akhir` (DOMAIN.md §5).
 */
export const keuanganSaldo = pgTable(
  'keuangan_saldo',
  {
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    akun: varchar('akun', { length: 30 }).notNull(),
    awal: bigint('awal', { mode: 'number' }).notNull(),
    masuk: bigint('masuk', { mode: 'number' }).notNull(),
    keluar: bigint('keluar', { mode: 'number' }).notNull(),
    akhir: bigint('akhir', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.akun, t.tanggal] }),
    check('keuangan_saldo_akhir', sql`${t.akhir} = ${t.awal} + ${t.masuk} - ${t.keluar}`),
  ],
);

/**
 * Hitung Kas (issue 29): the day's count of the till, one per shop and day, replaced by a
 * recount until the day closes. The difference from the book is in the cash book itself as
 * SELISIH KAS rows; this row keeps what was counted, against which book figure, by whom and
 * with whose consent.
 */
export const hitungKas = pgTable(
  'hitung_kas',
  {
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    /** Pieces per denomination, keyed as PECAHAN_KAS (K100000 … L100). */
    pecahan: jsonb('pecahan').$type<Record<string, number>>().notNull(),
    lain_lain: bigint('lain_lain', { mode: 'number' }).notNull().default(0),
    jumlah_hitung: bigint('jumlah_hitung', { mode: 'number' }).notNull(),
    /** The till's book at the count, without the day's own SELISIH KAS rows. */
    kas_buku: bigint('kas_buku', { mode: 'number' }).notNull(),
    selisih: bigint('selisih', { mode: 'number' }).notNull(),
    dihitung_oleh: varchar('dihitung_oleh', { length: 30 }).notNull(),
    dihitung_at: timestamp('dihitung_at', { withTimezone: true }).notNull().defaultNow(),
    hitungan_ke: integer('hitungan_ke').notNull().default(1),
    otorisasi_id: integer('otorisasi_id').references(() => otorisasi.id),
    alasan: text('alasan').notNull().default(''),
    /** The SELISIH KAS entry of the last count that moved the book. */
    no_ref: varchar('no_ref', { length: 60 }),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.tanggal] }),
    check('hitung_kas_selisih', sql`${t.selisih} = ${t.jumlah_hitung} - ${t.kas_buku}`),
    check('hitung_kas_tidak_negatif', sql`${t.jumlah_hitung} >= 0 and ${t.lain_lain} >= 0`),
  ],
);
