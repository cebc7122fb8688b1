import {
  boolean,
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

/**
 * A paged report's query as first run (issue 28, decision 038): its count and totals, and
 * whether its order keys can page by key. Kept in the database, not in one process's memory,
 * so a page asked of another server process on the same PostgreSQL finds it too. Short-lived:
 * a new query clears those older than an hour.
 */
export const laporanQuery = pgTable(
  'laporan_query',
  {
    id: uuid('id').primaryKey(),
    /** Hash of the report, the caller's scope and the page size: a query id asked with other filters is not this one. */
    tanda: varchar('tanda', { length: 64 }).notNull(),
    ukuran_halaman: integer('ukuran_halaman').notNull(),
    /** The count as first run; null is a query not counted (another request treats it as absent). */
    jumlah: integer('jumlah'),
    /** Each total column's sum as the database answered it (rupiah, milligrams). */
    totals: jsonb('totals'),
    /** False when an order key is null in some row: keys cannot bound a page, so pages use OFFSET. */
    keyset: boolean('keyset').notNull().default(true),
    /** The SQL type of each order key (pg_typeof), to cast the stored text keys back. */
    jenis: text('jenis').array(),
    /** The order keys of the query's last row: the last page runs up to it. */
    kunci_akhir: text('kunci_akhir').array(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('laporan_query_created').on(t.created_at)],
);

/**
 * The page starts of a query known so far: the order keys (as text) of the first row of the
 * pages served and of the pages next to them (pages 0 and 1 when the query is opened), or of
 * every page once a jump built the position index. Page N is the rows from its key up to the
 * next page's key; a kept key is never replaced, so a page keeps its bounds.
 */
export const laporanQueryHalaman = pgTable(
  'laporan_query_halaman',
  {
    query_id: uuid('query_id')
      .notNull()
      .references(() => laporanQuery.id, { onDelete: 'cascade' }),
    /** 0 for the first page. */
    halaman: integer('halaman').notNull(),
    kunci: text('kunci').array().notNull(),
  },
  (t) => [primaryKey({ name: 'laporan_query_halaman_pk', columns: [t.query_id, t.halaman] })],
);
