import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { toko } from './shops.ts';

/**
 * One stock-taking (decision 023): a tray (BAKI), a received document (PENERIMAAN) or
 * the whole shop (GLOBAL). `kunci` names what is being counted, so one partial unique
 * index keeps one open opname per tray, per document and one global per shop.
 */
export const stockOpname = pgTable(
  'stock_opname',
  {
    id: serial('id').primaryKey(),
    no_opname: varchar('no_opname', { length: 40 }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    jenis: varchar('jenis', { length: 12 }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }),
    kode_baki: varchar('kode_baki', { length: 20 }),
    no_dokumen: varchar('no_dokumen', { length: 40 }),
    kunci: varchar('kunci', { length: 80 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    keterangan: text('keterangan').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: varchar('created_by', { length: 30 }).notNull(),
    selesai_at: timestamp('selesai_at', { withTimezone: true }),
    selesai_by: varchar('selesai_by', { length: 30 }),
    /** The supervisor's consent a cancelled (BATAL) opname was ended with. */
    otorisasi_id: integer('otorisasi_id'),
  },
  (t) => [
    unique('stock_opname_no').on(t.no_opname),
    index('stock_opname_toko_tanggal').on(t.kode_toko, t.tgl_system),
    uniqueIndex('stock_opname_satu_open').on(t.kode_toko, t.kunci).where(sql`${t.status} = 'OPEN'`),
    check('stock_opname_status', sql`${t.status} in ('OPEN', 'SELESAI', 'BATAL')`),
    check('stock_opname_jenis', sql`${t.jenis} in ('BAKI', 'PENERIMAAN', 'GLOBAL')`),
  ],
);

/**
 * One barcode of one opname: expected (frozen at the start, with where it lay and what
 * it weighed) or unexpected (scanned, not expected). A second scan of the same barcode
 * meets the unique key and counts once.
 */
export const stockOpnameItem = pgTable(
  'stock_opname_item',
  {
    id: serial('id').primaryKey(),
    stock_opname_id: integer('stock_opname_id')
      .notNull()
      .references(() => stockOpname.id, { onDelete: 'cascade' }),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    diharapkan: boolean('diharapkan').notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    /** Stock units: 1 for a gold piece, the quantity of an accessory line. */
    jumlah: integer('jumlah').notNull(),
    /** Milligrams: what the records say, and what the scale said when a scan was weighed. */
    berat: integer('berat').notNull(),
    ditemukan: boolean('ditemukan').notNull().default(false),
    berat_scan: integer('berat_scan'),
    scan_at: timestamp('scan_at', { withTimezone: true }),
    scan_by: varchar('scan_by', { length: 30 }),
  },
  (t) => [
    unique('stock_opname_item_barcode').on(t.stock_opname_id, t.kode_barcode),
    // The scan page lists what was scanned, newest first.
    index('stock_opname_item_scan').on(t.stock_opname_id, t.scan_at),
    check('stock_opname_item_berat_scan', sql`${t.berat_scan} is null or ${t.berat_scan} >= 0`),
  ],
);
