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
  varchar,
} from 'drizzle-orm/pg-core';
import { toko } from './shops.ts';

/**
 * A customer registered as member. Members belong to the chain, not to one shop: a
 * member of PST buys and earns points at T2 too; `kode_toko` is where they registered.
 */
export const member = pgTable(
  'member',
  {
    id: serial('id').primaryKey(),
    kode_member: varchar('kode_member', { length: 30 }).notNull().unique('member_kode'),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    nama_member: varchar('nama_member', { length: 100 }).notNull(),
    no_hp: varchar('no_hp', { length: 20 }).notNull().default(''),
    alamat: text('alamat').notNull().default(''),
    tgl_lahir: date('tgl_lahir', { mode: 'string' }),
    status_aktif: boolean('status_aktif').notNull().default(true),
    created_by: varchar('created_by', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_no_hp').on(t.no_hp)],
);

/**
 * The points ledger of a member: earned by a validated sale, taken back by its
 * cancellation, spent on gifts. A member's balance is the sum of their rows.
 */
export const memberPoin = pgTable(
  'member_poin',
  {
    id: serial('id').primaryKey(),
    kode_member: varchar('kode_member', { length: 30 })
      .notNull()
      .references(() => member.kode_member),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kategori: varchar('kategori', { length: 30 }).notNull(),
    /** The receipt the points belong to. */
    no_ref: varchar('no_ref', { length: 60 }).notNull(),
    poin: integer('poin').notNull(),
    created_by: varchar('created_by', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_poin_member').on(t.kode_member), check('member_poin_bukan_nol', sql`${t.poin} <> 0`)],
);
