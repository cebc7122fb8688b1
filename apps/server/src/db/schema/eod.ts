import { bigint, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { toko } from './shops.ts';

/**
 * The day's summary (Laporan EOD, DOMAIN.md §7 step 7), written by the closing's last step
 * from the ledgers of that day and never changed after: nothing writes into a closed day.
 * One typed line per figure so the report engine reads it with plain SQL, any past day:
 * `bagian` the part (BARANG, KAS, SALDO, DOKUMEN, HUTANG, HARGA), `kelompok` what the line
 * is about (a group, a kategori, an account, a document), `pos` which figure (awal, jual,
 * CASH, DONE …). Pieces and counts in `qty`, milligrams in `berat`, rupiah in the rest.
 */
export const eodSummary = pgTable(
  'eod_summary',
  {
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    urut: integer('urut').notNull(),
    bagian: varchar('bagian', { length: 10 }).notNull(),
    kelompok: varchar('kelompok', { length: 40 }).notNull(),
    pos: varchar('pos', { length: 20 }).notNull(),
    uraian: varchar('uraian', { length: 120 }).notNull(),
    qty: integer('qty').notNull().default(0),
    /** Milligrams. */
    berat: bigint('berat', { mode: 'number' }).notNull().default(0),
    awal: bigint('awal', { mode: 'number' }).notNull().default(0),
    masuk: bigint('masuk', { mode: 'number' }).notNull().default(0),
    keluar: bigint('keluar', { mode: 'number' }).notNull().default(0),
    saldo: bigint('saldo', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'eod_summary_pk', columns: [t.kode_toko, t.tanggal, t.urut] })],
);
