import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { toko } from './shops.ts';

/** A staff account. User ids are upper-case and unique within a shop. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    user_id: varchar('user_id', { length: 30 }).notNull(),
    user_name: varchar('user_name', { length: 100 }).notNull(),
    level: varchar('level', { length: 10 }).notNull(),
    password_hash: text('password_hash').notNull(),
    status_aktif: boolean('status_aktif').notNull().default(true),
    must_change_password: boolean('must_change_password').notNull().default(false),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: varchar('created_by', { length: 30 }).notNull().default('SYSTEM'),
  },
  (table) => [uniqueIndex('users_toko_user_id').on(table.kode_toko, table.user_id)],
);

/** Sign-in sessions. Only a SHA-256 of the token is stored, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    user_ref: integer('user_ref')
      .notNull()
      .references(() => users.id),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** Why it ended: LOGOUT, TUTUP_TOKO (the day was closed), USER (deactivated or reset). */
    revoked_reason: varchar('revoked_reason', { length: 20 }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
  },
  (table) => [
    uniqueIndex('sessions_token_hash').on(table.token_hash),
    index('sessions_toko_open').on(table.kode_toko, table.revoked_at),
  ],
);

/**
 * A counter per shop that database triggers raise whenever something a signed-in
 * request depends on changes: a session ended, a user changed, grants, parameters, the
 * shop row (its date). The server caches who a token is and trusts the cache only while
 * this number stands (migration 0014 holds the triggers; decision record 011).
 */
export const authEpoch = pgTable('auth_epoch', {
  kode_toko: varchar('kode_toko', { length: 10 }).primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
});

/** Menu items granted to a user (keys of the shared menu catalogue). */
export const userMenu = pgTable(
  'user_menu',
  {
    user_ref: integer('user_ref')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menu_key: varchar('menu_key', { length: 80 }).notNull(),
    granted_at: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    granted_by: varchar('granted_by', { length: 30 }).notNull().default('SYSTEM'),
  },
  (table) => [primaryKey({ columns: [table.user_ref, table.menu_key] })],
);

/** Who changed what and when, with the record before and after (JSON text). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    user_id: varchar('user_id', { length: 30 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entity_id: varchar('entity_id', { length: 120 }).notNull().default(''),
    before: text('before'),
    after: text('after'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_toko_created').on(table.kode_toko, table.created_at)],
);

/**
 * A second user's authorisation (DOMAIN.md §1): who asked, who consented, why, for
 * which document and barcodes. Written in the same transaction as the action.
 */
export const otorisasi = pgTable(
  'otorisasi',
  {
    id: serial('id').primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    jenis: varchar('jenis', { length: 40 }).notNull(),
    no_ref: varchar('no_ref', { length: 40 }).notNull(),
    kode_barcode: text('kode_barcode').array().notNull().default(sql`'{}'::text[]`),
    diminta_oleh: varchar('diminta_oleh', { length: 30 }).notNull(),
    diotorisasi_oleh: varchar('diotorisasi_oleh', { length: 30 }).notNull(),
    alasan: text('alasan').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('otorisasi_toko_tanggal').on(table.kode_toko, table.tgl_system)],
);
