import { randomUUID } from 'node:crypto';
import type { ReportFilterKey, ReportName, ReportUserOption } from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { keyRange, type PageKey } from './report-keyset.ts';
import { REPORT_SOURCES, type ReportScope, type ReportSource } from './sources/index.ts';

export type { ReportScope, ReportSource } from './sources/index.ts';

/**
 * The reports' engine over the database: a report's source (sources/, one SELECT each)
 * wrapped for a page, for the count and totals, and for the cursor an export reads in chunks.
 */

/** A database row as either driver answers it. */
export type RawRow = Record<string, unknown>;

function ident(name: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`kolom laporan tidak valid: ${name}`);
  return sql.raw(`r.${name}`);
}

/** The outer WHERE: filters on columns of the source, and the search box. */
function outerWhere(source: ReportSource, scope: ReportScope): SQL {
  const parts: SQL[] = [sql`true`];
  for (const [key, column] of Object.entries(source.filterColumns ?? {})) {
    const value = scope.filters[key as ReportFilterKey];
    if (value !== undefined && column) parts.push(sql`${ident(column)} = ${value}`);
  }
  if (scope.search && source.search?.length) {
    const pattern = `%${scope.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    parts.push(
      sql`(${sql.join(
        source.search.map((column) => sql`${ident(column)}::text ilike ${pattern}`),
        sql` or `,
      )})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/**
 * A query as first run: its count, the sums of its total columns (as text, exact), whether
 * it pages by key, the SQL types of its order keys and the keys of its last row.
 */
export interface StoredQuery {
  id: string;
  count: number;
  totals: RawRow;
  keyset: boolean;
  types?: string[];
  lastKey?: (string | null)[];
}

/** A text[] parameter the same way on both drivers: through JSON (null elements stay null). */
function textArray(values: unknown): SQL {
  if (!Array.isArray(values)) return sql`null::text[]`;
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

function storedOf(id: string, row: RawRow): StoredQuery {
  return {
    id,
    count: Number(row.jumlah),
    totals: (row.totals ?? {}) as RawRow,
    keyset: Boolean(row.keyset),
    types: (row.jenis ?? undefined) as string[] | undefined,
    lastKey: (row.kunci_akhir ?? undefined) as (string | null)[] | undefined,
  };
}

/** How long a query's count, totals and page keys stay: a report left open longer is run afresh. */
const QUERY_LIFETIME = sql`interval '1 hour'`;

function orderBy(source: ReportSource): SQL {
  return sql.join(
    source.order.map((column) => ident(column)),
    sql`, `,
  );
}

async function rowsOf(db: Db, query: SQL): Promise<RawRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: RawRow[] };
  return result.rows;
}

function sourceSql(source: ReportSource, scope: ReportScope): SQL {
  return source.select(scope);
}

export function createReportsRepository(db: Db) {
  return {
    source(name: ReportName): ReportSource | undefined {
      return REPORT_SOURCES[name];
    },

    /** One page in the report's order. */
    page(source: ReportSource, scope: ReportScope, skip: number, limit: number | null) {
      return rowsOf(
        db,
        sql`select * from (${sourceSql(source, scope)}) r where ${outerWhere(source, scope)}
          order by ${orderBy(source)} limit ${limit} offset ${skip}`,
      );
    },

    /**
     * Runs a paged report's query once (issue 28): its count and sums in one statement, and
     * in another the order keys of the first row of every `size` rows (the position index
     * that lets page N start at its own rows) and of the last row. Kept under a new id in
     * laporan_query, where every server process on this database finds it. The two statements
     * run side by side on PostgreSQL; a sale saved between them may be in one and not the
     * other, as it may between any two pages.
     */
    async openQuery(
      source: ReportSource,
      scope: ReportScope,
      totalColumns: readonly string[],
      size: number,
      tanda: string,
    ): Promise<StoredQuery> {
      await db.execute(sql`delete from laporan_query where created_at < now() - ${QUERY_LIFETIME}`);
      const id = randomUUID();
      await db.execute(
        sql`insert into laporan_query (id, tanda, ukuran_halaman) values (${id}, ${tanda}, ${size})`,
      );
      const keys = source.order.map((column) => ident(column));
      const sums = totalColumns.map(
        (column) => sql`, coalesce(sum(${ident(column)}), 0)::bigint as ${sql.raw(column)}`,
      );
      const anyNull = sql.join(
        keys.map((key) => sql`${key} is null`),
        sql` or `,
      );
      const asText = sql.join(
        keys.map((key) => sql`${key}::text`),
        sql`, `,
      );
      const from = sql`from (${sourceSql(source, scope)}) r where ${outerWhere(source, scope)}`;
      const [[summary], [ends]] = await Promise.all([
        rowsOf(
          db,
          sql`select count(*)::int as count, count(*) filter (where ${anyNull})::int as null_keys
            ${sql.join(sums, sql``)} ${from}`,
        ),
        rowsOf(
          db,
          sql`with r as (
              select ${sql.join(keys, sql`, `)}, row_number() over w as rn, lead(true) over w is null as akhir
              ${from} window w as (order by ${orderBy(source)})
            ), k as (
              select r.rn, r.akhir, array[${asText}] as kunci,
                array[${sql.join(
                  keys.map((key) => sql`pg_typeof(${key})::text`),
                  sql`, `,
                )}] as jenis
              from r where (r.rn - 1) % ${size} = 0 or r.akhir
            ), halaman as (
              insert into laporan_query_halaman (query_id, halaman, kunci)
              select ${id}, (k.rn - 1) / ${size}, k.kunci from k where (k.rn - 1) % ${size} = 0
            )
            select k.kunci, k.jenis from k where k.akhir`,
        ),
      ]);
      const count = Number(summary?.count ?? 0);
      const totals: RawRow = {};
      for (const column of totalColumns) totals[column] = String(summary?.[column] ?? 0);
      const keyset = Number(summary?.null_keys ?? 0) === 0;
      await db.execute(
        sql`update laporan_query set jumlah = ${count}, totals = ${JSON.stringify(totals)}::jsonb,
            keyset = ${keyset}, jenis = ${textArray(ends?.jenis)}, kunci_akhir = ${textArray(ends?.kunci)}
          where id = ${id}`,
      );
      return storedOf(id, { jumlah: count, totals, keyset, jenis: ends?.jenis, kunci_akhir: ends?.kunci });
    },

    /** A query run before with this tanda, still fresh and fully counted; undefined otherwise. */
    async storedQuery(id: string, tanda: string): Promise<StoredQuery | undefined> {
      const [row] = await rowsOf(
        db,
        sql`select jumlah, totals, keyset, jenis, kunci_akhir from laporan_query
          where id = ${id} and tanda = ${tanda} and jumlah is not null and created_at >= now() - ${QUERY_LIFETIME}`,
      );
      return row ? storedOf(id, row) : undefined;
    },

    /** The first-row keys (as text) of a stored query's page `halaman` and of the page after it. */
    async pageKeys(
      id: string,
      halaman: number,
    ): Promise<{ from?: (string | null)[]; before?: (string | null)[] }> {
      const rows = await rowsOf(
        db,
        sql`select halaman, kunci from laporan_query_halaman
          where query_id = ${id} and halaman in (${halaman}, ${halaman + 1})`,
      );
      const keyOf = (page: number) =>
        rows.find((row) => Number(row.halaman) === page)?.kunci as (string | null)[] | undefined;
      return { from: keyOf(halaman), before: keyOf(halaman + 1) };
    },

    /**
     * The rows from key `from` up to key `upper` (before or through it) in the report's order;
     * with `slice`, only `limit` of them after skipping `within` (a skip between two page starts).
     */
    pageByKeys(
      source: ReportSource,
      scope: ReportScope,
      bounds: {
        from: PageKey;
        upper?: { key: PageKey; side: 'before' | 'through' };
        slice?: { within: number; limit: number };
      },
    ) {
      const keys = source.order.map((column) => ident(column));
      const tail = bounds.slice ? sql` limit ${bounds.slice.limit} offset ${bounds.slice.within}` : sql``;
      // A page is a few hundred rows read by index: parallel workers cost more to start than
      // they save, and their start-up varies with the machine's load (a page 4x another).
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
        return rowsOf(
          tx as unknown as Db,
          sql`select * from (${sourceSql(source, scope)}) r
            where ${outerWhere(source, scope)} and ${keyRange(keys, bounds.from, bounds.upper)}
            order by ${orderBy(source)}${tail}`,
        );
      });
    },

    /** Rows of the whole query and each summed column over all of them, in one statement. */
    async totals(source: ReportSource, scope: ReportScope, columns: readonly string[]): Promise<RawRow> {
      const sums = columns.map(
        (column) => sql`, coalesce(sum(${ident(column)}), 0)::bigint as ${sql.raw(column)}`,
      );
      const [row] = await rowsOf(
        db,
        sql`select count(*)::int as count ${sql.join(sums, sql``)}
          from (${sourceSql(source, scope)}) r where ${outerWhere(source, scope)}`,
      );
      return row ?? { count: 0 };
    },

    /**
     * The report's rows in order, `size` at a time, read from one cursor on a pinned
     * connection: the query runs once, where a keyset page per chunk sorted the whole report
     * again for every chunk (12x the raw SQL). WITH HOLD keeps the cursor outside any
     * transaction, so PGlite's one connection serves other requests between chunks; the rows
     * wait in PostgreSQL's store, never all in Node.
     */
    async *chunks(pinned: Db, source: ReportSource, scope: ReportScope, size: number) {
      const cursor = sql.raw(`laporan_${randomUUID().replaceAll('-', '')}`);
      await pinned.execute(
        sql`declare ${cursor} no scroll cursor with hold for select * from (${sourceSql(source, scope)}) r
          where ${outerWhere(source, scope)} order by ${orderBy(source)}`,
      );
      try {
        for (;;) {
          const chunk = await rowsOf(pinned, sql`fetch forward ${sql.raw(String(size))} from ${cursor}`);
          if (chunk.length > 0) yield chunk;
          if (chunk.length < size) return;
        }
      } finally {
        await pinned.execute(sql`close ${cursor}`);
      }
    },

    /** A setting of each shop (null: every shop), as stored; a shop without the row is absent. */
    async setting(key: string, kodeToko: string | null): Promise<Map<string, string>> {
      const rows = await rowsOf(
        db,
        sql`select kode_toko, value from para_system
          where key = ${key} and (${kodeToko}::text is null or kode_toko = ${kodeToko})`,
      );
      return new Map(rows.map((row) => [String(row.kode_toko), String(row.value)]));
    },

    /** The shop's name and address for a printed header; undefined for an unknown code. */
    async toko(
      kodeToko: string,
    ): Promise<{ kode_toko: string; nama_toko: string; alamat: string } | undefined> {
      const [row] = await rowsOf(
        db,
        sql`select kode_toko, nama_toko, alamat_toko as alamat from toko where kode_toko = ${kodeToko}`,
      );
      return row as { kode_toko: string; nama_toko: string; alamat: string } | undefined;
    },

    /**
     * The users of a shop (null: the chain, one line per user id) for the Kasir / Valid By
     * filters: only the id and the name. Inactive users are listed too: a past period
     * still holds their rows.
     */
    async users(kodeToko: string | null): Promise<ReportUserOption[]> {
      const rows = await rowsOf(
        db,
        sql`select distinct on (u.user_id) u.user_id, u.user_name as nama from users u
          where ${kodeToko === null ? sql`true` : sql`u.kode_toko = ${kodeToko}`}
          order by u.user_id, u.kode_toko`,
      );
      return rows.map((row) => ({ user_id: String(row.user_id), nama: String(row.nama) }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
