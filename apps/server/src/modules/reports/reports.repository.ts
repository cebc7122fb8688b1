import { randomUUID } from 'node:crypto';
import type { ReportFilterKey, ReportName, ReportUserOption } from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
     * wait in PostgreSQL's store, never all in Node. `size` may be asked anew before each
     * FETCH (the export sizes its chunks by time). With `prefetch` the next FETCH is sent
     * before a chunk is handed over, so its round trip runs while the chunk is written: only
     * on a connection of the export's own, for on the one every request shares (PGlite) a
     * FETCH would then always stand in line before a cashier's query.
     */
    async *chunks(
      pinned: Db,
      source: ReportSource,
      scope: ReportScope,
      size: number | (() => number),
      prefetch = false,
    ) {
      const cursor = sql.raw(`laporan_${randomUUID().replaceAll('-', '')}`);
      await pinned.execute(
        sql`declare ${cursor} no scroll cursor with hold for select * from (${sourceSql(source, scope)}) r
          where ${outerWhere(source, scope)} order by ${orderBy(source)}`,
      );
      type Fetch = { rows: number; chunk: Promise<RawRow[]> };
      const fetchNext = (): Fetch => {
        const rows = typeof size === 'number' ? size : size();
        const chunk = rowsOf(pinned, sql`fetch forward ${sql.raw(String(rows))} from ${cursor}`);
        // Awaited below, or left when the reader stops: a failure then is the connection's.
        chunk.catch(() => {});
        return { rows, chunk };
      };
      let next: Fetch | undefined = fetchNext();
      try {
        while (next) {
          const rows: number = next.rows;
          const chunk: RawRow[] = await next.chunk;
          const more: boolean = chunk.length === rows;
          next = more && prefetch ? fetchNext() : undefined;
          if (chunk.length > 0) yield chunk;
          if (more && !next) next = fetchNext();
        }
      } finally {
        // Behind a FETCH still in flight: one connection answers in order.
        await next?.chunk.catch(() => {});
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
