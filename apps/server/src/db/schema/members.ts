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
  uniqueIndex,
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
    kota: varchar('kota', { length: 60 }).notNull().default(''),
    tgl_lahir: date('tgl_lahir', { mode: 'string' }),
    /** The identity card number, when the member gives it. */
    nik: varchar('nik', { length: 16 }).notNull().default(''),
    image_path: text('image_path'),
    status_aktif: boolean('status_aktif').notNull().default(true),
    /** The form's key: a retried registration answers the member already made. */
    idempotency_key: varchar('idempotency_key', { length: 64 }),
    created_by: varchar('created_by', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_by: varchar('updated_by', { length: 30 }),
    updated_at: timestamp('updated_at', { withTimezone: true }),
  },
  // no_hp is unique across the chain where it is given: a partial index, hand-written in 0021.
  (t) => [
    index('member_no_hp').on(t.no_hp),
    uniqueIndex('member_idempotency').on(t.kode_toko, t.idempotency_key),
  ],
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
    /** Why a manual adjustment was made (its otorisasi's reason); empty for the other rows. */
    keterangan: text('keterangan').notNull().default(''),
    /** The adjustment form's key: a retried adjustment is booked once. */
    idempotency_key: varchar('idempotency_key', { length: 64 }),
    created_by: varchar('created_by', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_poin_member').on(t.kode_member, t.id),
    uniqueIndex('member_poin_idempotency').on(t.kode_toko, t.idempotency_key),
    check('member_poin_bukan_nol', sql`${t.poin} <> 0`),
  ],
);

/**
 * A gift taken for points (Tukar Point), numbered `{toko}-TH-{yymmdd}-{nnnn}`. The points
 * leave the member's ledger (kategori TUKAR POIN, no_ref = no_tukar) and the gift's stock
 * of Master Data Hadiah goes down in the same transaction.
 */
export const tukarPoin = pgTable(
  'tukar_poin',
  {
    no_tukar: varchar('no_tukar', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    jam: varchar('jam', { length: 8 }).notNull(),
    idempotency_key: varchar('idempotency_key', { length: 64 }).notNull(),
    kode_member: varchar('kode_member', { length: 30 })
      .notNull()
      .references(() => member.kode_member),
    kode_hadiah: varchar('kode_hadiah', { length: 30 }).notNull(),
    nama_hadiah: varchar('nama_hadiah', { length: 100 }).notNull(),
    jumlah: integer('jumlah').notNull(),
    /** Points per gift as the master said at the time, and what the member paid. */
    poin_satuan: integer('poin_satuan').notNull(),
    poin_total: integer('poin_total').notNull(),
    /** The member's balance right after the exchange, printed on the slip. */
    sisa_poin: integer('sisa_poin').notNull(),
    input_by: varchar('input_by', { length: 30 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Batal Tukar Poin (same business day, with otorisasi): when, by whom, and the consent that allowed it. */
    batal_at: timestamp('batal_at', { withTimezone: true }),
    batal_by: varchar('batal_by', { length: 30 }),
    batal_otorisasi_id: integer('batal_otorisasi_id'),
  },
  (t) => [
    uniqueIndex('tukar_poin_idempotency').on(t.kode_toko, t.idempotency_key),
    index('tukar_poin_member').on(t.kode_member, t.tgl_system),
    check('tukar_poin_jumlah', sql`${t.jumlah} > 0 and ${t.poin_total} = ${t.jumlah} * ${t.poin_satuan}`),
    check('tukar_poin_sisa', sql`${t.sisa_poin} >= 0`),
    // A cancellation is whole: its time, its user and its consent together or none of them.
    check(
      'tukar_poin_batal',
      sql`(${t.batal_at} is null) = (${t.batal_by} is null) and (${t.batal_at} is null) = (${t.batal_otorisasi_id} is null)`,
    ),
  ],
);
