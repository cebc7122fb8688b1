import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** A shop of the chain. `tgl_system` is its business date, moved only by closing the day. */
export const toko = pgTable('toko', {
  kode_toko: varchar('kode_toko', { length: 10 }).primaryKey(),
  nama_toko: varchar('nama_toko', { length: 100 }).notNull(),
  alamat_toko: text('alamat_toko').notNull().default(''),
  telepon: varchar('telepon', { length: 30 }).notNull().default(''),
  tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
  time_zone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Jakarta'),
  status_aktif: boolean('status_aktif').notNull().default(true),
  /** File store key of the shop's logo (`{kode_toko}/toko/logo.jpg`), null without one. */
  logo_path: text('logo_path'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** System parameters and module flags per shop, read by key (para-system). */
export const paraSystem = pgTable(
  'para_system',
  {
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    key: varchar('key', { length: 80 }).notNull(),
    value: text('value').notNull(),
    description: text('description').notNull().default(''),
    kategori: varchar('kategori', { length: 20 }).notNull().default('PARAMETER'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updated_by: varchar('updated_by', { length: 30 }).notNull().default('SYSTEM'),
  },
  (table) => [primaryKey({ columns: [table.kode_toko, table.key] })],
);

/** One row per closed business day: who closed it, and what each step reported. */
export const closingLog = pgTable(
  'closing_log',
  {
    id: serial('id').primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    tgl_system_baru: date('tgl_system_baru', { mode: 'string' }).notNull(),
    closed_by: varchar('closed_by', { length: 30 }).notNull(),
    steps: integer('steps').notNull(),
    summary: text('summary').notNull().default('{}'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('closing_log_toko_tgl').on(table.kode_toko, table.tgl_system)],
);

/** Receipt settings per shop and slip type (settingNota / setting-nota). */
export const notaSetting = pgTable(
  'nota_setting',
  {
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    slip_type: varchar('slip_type', { length: 30 }).notNull(),
    header: text('header').notNull().default(''),
    footer: text('footer').notNull().default(''),
    syarat_ketentuan: text('syarat_ketentuan').notNull().default(''),
    paper: varchar('paper', { length: 20 }).notNull(),
    platform: varchar('platform', { length: 10 }).notNull(),
    auto_cut: boolean('auto_cut').notNull().default(true),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updated_by: varchar('updated_by', { length: 30 }).notNull().default('SYSTEM'),
  },
  (table) => [primaryKey({ columns: [table.kode_toko, table.slip_type] })],
);
