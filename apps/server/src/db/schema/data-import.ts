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
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { toko } from './shops.ts';

/**
 * One file being imported (Import Data, decision 024): its parts arrive one by one
 * (UNGGAH), then every staged row is written in one transaction (PROSES) that ends SELESAI
 * with the counts or GAGAL with the reason. The page polls it.
 */
export const importJob = pgTable(
  'import_job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    type: varchar('type', { length: 30 }).notNull(),
    user_id: varchar('user_id', { length: 30 }).notNull(),
    /** UNGGAH, PROSES, SELESAI or GAGAL. */
    status: varchar('status', { length: 10 }).notNull().default('UNGGAH'),
    baris_total: integer('baris_total'),
    baris_diterima: integer('baris_diterima').notNull().default(0),
    /** The file row the next part must start at: parts come in order, none twice. */
    baris_berikut: integer('baris_berikut').notNull().default(2),
    baru: integer('baru').notNull().default(0),
    diubah: integer('diubah').notNull().default(0),
    message: text('message'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('import_job_status', sql`${t.status} in ('UNGGAH', 'PROSES', 'SELESAI', 'GAGAL')`),
    index('import_job_open').on(t.status).where(sql`${t.status} in ('UNGGAH', 'PROSES')`),
  ],
);

/**
 * The checked rows of a job waiting for its last part: the row as the type's check
 * normalised it (SPEC §5 defaults applied), by its file row. Deleted once the job ends.
 */
export const importStaging = pgTable(
  'import_staging',
  {
    import_id: uuid('import_id')
      .notNull()
      .references(() => importJob.id, { onDelete: 'cascade' }),
    baris: integer('baris').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.import_id, t.baris] })],
);

// Milligrams, as every weight inside; bigint since a whole group of a warehouse may be heavy.
const berat = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const stock = (name: string) => integer(name).notNull().default(0);

/**
 * The old system's daily Laporan Barang Summary, imported (type barang_summary): per day,
 * gudang, group and jenis, without barcodes, so it cannot be a `barang_saldo` row (per
 * piece, carried forward by closing). The barang summary reports read it for its days.
 */
export const barangSummaryImport = pgTable(
  'barang_summary_import',
  {
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    stock_awal: stock('stock_awal'),
    berat_awal: berat('berat_awal'),
    stock_in: stock('stock_in'),
    berat_in: berat('berat_in'),
    stock_out: stock('stock_out'),
    berat_out: berat('berat_out'),
    stock_tambah: stock('stock_tambah'),
    berat_tambah: berat('berat_tambah'),
    stock_hancur: stock('stock_hancur'),
    berat_hancur: berat('berat_hancur'),
    stock_jual: stock('stock_jual'),
    berat_jual: berat('berat_jual'),
    stock_beli: stock('stock_beli'),
    berat_beli: berat('berat_beli'),
    stock_akhir: stock('stock_akhir'),
    berat_akhir: berat('berat_akhir'),
    import_id: uuid('import_id').notNull(),
    created_by: varchar('created_by', { length: 30 }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.tanggal, t.kode_gudang, t.kode_group, t.kode_dept] }),
    check(
      'barang_summary_import_stock',
      sql`${t.stock_akhir} = ${t.stock_awal} + ${t.stock_in} + ${t.stock_tambah} + ${t.stock_beli} - ${t.stock_out} - ${t.stock_jual} - ${t.stock_hancur}`,
    ),
    check(
      'barang_summary_import_berat',
      sql`${t.berat_akhir} = ${t.berat_awal} + ${t.berat_in} + ${t.berat_tambah} + ${t.berat_beli} - ${t.berat_out} - ${t.berat_jual} - ${t.berat_hancur}`,
    ),
  ],
);
