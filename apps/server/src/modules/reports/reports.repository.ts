import { randomUUID } from 'node:crypto';
import type { ReportFilterKey, ReportName, ReportUserOption } from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beyondGroup, inGroup, keyRange, type PageKey } from './report-keyset.ts';
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

/** The order keys of a row as text (KEY_VALUES) and their SQL types (KEY_TYPES). */
function keyArrays(keys: readonly SQL[]): SQL {
  const values = sql.join(
    keys.map((key) => sql`${key}::text`),
    sql`, `,
  );
  const types = sql.join(
    keys.map((key) => sql`pg_typeof(${key})::text`),
    sql`, `,
  );
  return sql`array[${values}] as ${sql.raw(KEY_VALUES)}, array[${types}] as ${sql.raw(KEY_TYPES)}`;
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

/** The extra columns of a keyed read: the row's order keys as text, and their SQL types. */
export const KEY_VALUES = 'laporan_kunci';
export const KEY_TYPES = 'laporan_jenis';

/** How long a query's count, totals and page keys stay: a report left open longer is run afresh. */
const QUERY_LIFETIME = sql`interval '1 hour'`;

/**
 * The count of the whole query and each summed column over all of it (rupiah, milligrams), in
 * one statement; `also` adds columns of its own (a count of rows with a null order key).
 */
function countAndSums(
  source: ReportSource,
  scope: ReportScope,
  columns: readonly string[],
  also = sql``,
): SQL {
  const sums = columns.map(
    (column) => sql`, coalesce(sum(${ident(column)}), 0)::bigint as ${sql.raw(column)}`,
  );
  return sql`select count(*)::int as count ${also} ${sql.join(sums, sql``)}
    from (${sourceSql(source, scope)}) r where ${outerWhere(source, scope)}`;
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
  /**
   * Rows of the report in its order (or backwards), each with its order keys as text
   * (KEY_VALUES) and their SQL types (KEY_TYPES): within `range` when given, skipping `offset`,
   * at most `limit`. A page is a few hundred rows read by index: parallel workers cost more to
   * start than they save, and their start-up varies with the machine's load (a page 4x another).
   */
  function readKeyed(
    source: ReportSource,
    scope: ReportScope,
    read: {
      range?: { from: PageKey; upper?: { key: PageKey; side: 'before' | 'through' } };
      direction: 'asc' | 'desc';
      offset: number;
      limit: number | null;
    },
  ): Promise<RawRow[]> {
    const keys = source.order.map((column) => ident(column));
    const leading = keys.slice(0, -1);
    const direction = sql.raw(read.direction);
    const orderOf = (columns: readonly SQL[]) =>
      sql.join(
        columns.map((column) => sql`${column} ${direction}`),
        sql`, `,
      );
    const all = sql`from (${sourceSql(source, scope)}) r where ${outerWhere(source, scope)}`;
    const from = read.range ? sql`${all} and ${keyRange(keys, read.range.from, read.range.upper)}` : all;
    const select = sql`select r.*, ${keyArrays(keys)}`;
    return db.transaction(async (tx) => {
      const run = (query: SQL) => rowsOf(tx as unknown as Db, query);
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      const { limit } = read;
      if (limit === null || leading.length === 0) {
        const tail = limit === null ? sql`` : sql` limit ${limit}`;
        return run(sql`${select} ${from} order by ${orderOf(keys)}${tail} offset ${read.offset}`);
      }
      // By LIMIT, in the group of the leading order columns the read starts in (a day of a
      // shop's sales), in the last column's order; when that group runs out, in the next one,
      // found by its leading keys alone (by index, no sort). Where groups are small (a row or
      // two each), the rest is one read of the rows after them, as a plain ORDER BY ... LIMIT.
      const groupAfter = async (after?: PageKey): Promise<PageKey | undefined> => {
        const beyond = after ? sql` and ${beyondGroup(keys, after, read.direction)}` : sql``;
        const [row] = await run(
          sql`select ${keyArrays(leading)} ${from}${beyond} order by ${orderOf(leading)} limit 1`,
        );
        return row
          ? { values: row[KEY_VALUES] as (string | null)[], types: row[KEY_TYPES] as string[] }
          : undefined;
      };
      const start = read.direction === 'asc' ? read.range?.from : read.range?.upper?.key;
      const found: RawRow[] = [];
      let skip = read.offset;
      const take = (rows: RawRow[]) => {
        const skipped = Math.min(skip, rows.length);
        skip -= skipped;
        found.push(...rows.slice(skipped));
      };
      // The rest as one plain read: after a group (or from the start), where the groups are
      // small or a leading key is null (no group to fix: `= null` holds for no row).
      const rest = async (after?: PageKey) => {
        const beyond = after ? sql` and ${beyondGroup(keys, after, read.direction, 'nulls')}` : sql``;
        const asked = skip + limit - found.length;
        take(await run(sql`${select} ${from}${beyond} order by ${orderOf(keys)} limit ${asked}`));
      };
      const hasNull = (key: PageKey) => key.values.slice(0, leading.length).some((value) => value === null);
      let previous: PageKey | undefined;
      let group = start ?? (await groupAfter());
      for (let groups = 0; group; groups += 1) {
        if (groups === 2 || hasNull(group)) {
          await rest(previous);
          break;
        }
        const asked = skip + limit - found.length;
        const rows = await run(
          sql`${select} ${all} and ${inGroup(keys, group, read.range ?? {})}
            order by ${orderOf(keys)} limit ${asked}`,
        );
        take(rows);
        if (rows.length === asked) break;
        previous = group;
        group = await groupAfter(group);
        // No group after it: rows led by a null key may still follow (NULLS LAST).
        if (!group && read.direction === 'asc') await rest(previous);
      }
      return found;
    });
  }

  /** Keeps page-start keys of a query; a page whose key is kept already keeps it (its bounds were served). */
  async function keepKeys(id: string, starts: ReadonlyMap<number, readonly (string | null)[]>) {
    if (starts.size === 0) return;
    const rows = [...starts].map(
      ([halaman, kunci]) => sql`(${id}::uuid, ${halaman}::int, ${textArray(kunci)})`,
    );
    await db.execute(
      sql`insert into laporan_query_halaman (query_id, halaman, kunci) values ${sql.join(rows, sql`, `)}
        on conflict do nothing`,
    );
  }

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
     * Opens a paged report's query (issue 28, decision 038): in one go, side by side on
     * PostgreSQL, its first page from the start of the order (LIMIT, by index, one row more
     * whose key starts page 2), its count and sums, and the key of its last row (the same read
     * backwards, LIMIT 1). Kept under a new id in laporan_query with the keys of pages 1 and 2,
     * where every server process on this database finds it. No page index is built here: the
     * first page is what every Cari asks, and sorting every key of a million lines made it 10x
     * slower than the page, count and sums it replaced. A sale saved between the statements may
     * be in one and not the other, as it may between any two pages.
     */
    async openQuery(
      source: ReportSource,
      scope: ReportScope,
      totalColumns: readonly string[],
      size: number,
      tanda: string,
    ): Promise<{ stored: StoredQuery; rows: RawRow[] }> {
      await db.execute(sql`delete from laporan_query where created_at < now() - ${QUERY_LIFETIME}`);
      const id = randomUUID();
      const keys = source.order.map((column) => ident(column));
      const anyNull = sql.join(
        keys.map((key) => sql`${key} is null`),
        sql` or `,
      );
      const [[summary], rows, [last]] = await Promise.all([
        rowsOf(
          db,
          countAndSums(
            source,
            scope,
            totalColumns,
            sql`, count(*) filter (where ${anyNull})::int as null_keys`,
          ),
        ),
        readKeyed(source, scope, { direction: 'asc', offset: 0, limit: size + 1 }),
        readKeyed(source, scope, { direction: 'desc', offset: 0, limit: 1 }),
      ]);
      const count = Number(summary?.count ?? 0);
      const totals: RawRow = {};
      for (const column of totalColumns) totals[column] = String(summary?.[column] ?? 0);
      const keyset = Number(summary?.null_keys ?? 0) === 0;
      const types = last?.[KEY_TYPES] as string[] | undefined;
      const lastKey = last?.[KEY_VALUES] as (string | null)[] | undefined;
      await db.execute(
        sql`insert into laporan_query (id, tanda, ukuran_halaman, jumlah, totals, keyset, jenis, kunci_akhir)
          values (${id}, ${tanda}, ${size}, ${count}, ${JSON.stringify(totals)}::jsonb, ${keyset},
            ${textArray(types)}, ${textArray(lastKey)})`,
      );
      const starts = new Map<number, (string | null)[]>();
      if (rows[0]) starts.set(0, rows[0][KEY_VALUES] as (string | null)[]);
      if (rows[size]) starts.set(1, rows[size][KEY_VALUES] as (string | null)[]);
      await keepKeys(id, starts);
      return {
        stored: storedOf(id, { jumlah: count, totals, keyset, jenis: types, kunci_akhir: lastKey }),
        rows: rows.slice(0, size),
      };
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

    /** The first-row keys (as text) known for a stored query's pages 0 and `from`..`to`, by page. */
    async pageKeys(id: string, from: number, to: number): Promise<Map<number, (string | null)[]>> {
      const rows = await rowsOf(
        db,
        sql`select halaman, kunci from laporan_query_halaman
          where query_id = ${id} and (halaman = 0 or halaman between ${from} and ${to})`,
      );
      return new Map(rows.map((row) => [Number(row.halaman), row.kunci as (string | null)[]]));
    },

    keepKeys,

    /**
     * The position index of a query, built when a page far from every known key is asked
     * (a jump to page 7): the order keys of the first row of every page, by sorting the keys
     * of all its rows between its first and its last key once. Keys already kept stay (pages
     * already shown keep their bounds). Seconds on a million lines, on this request only.
     */
    async buildIndex(
      source: ReportSource,
      scope: ReportScope,
      id: string,
      size: number,
      range: { from: PageKey; last: PageKey },
    ): Promise<void> {
      const keys = source.order.map((column) => ident(column));
      const asText = sql.join(
        keys.map((key) => sql`${key}::text`),
        sql`, `,
      );
      await db.execute(
        sql`insert into laporan_query_halaman (query_id, halaman, kunci)
          select ${id}, (k.rn - 1) / ${size}, k.kunci from (
            select array[${asText}] as kunci, row_number() over (order by ${orderBy(source)}) as rn
            from (${sourceSql(source, scope)}) r
            where ${outerWhere(source, scope)}
              and ${keyRange(keys, range.from, { key: range.last, side: 'through' })}
          ) k where (k.rn - 1) % ${size} = 0
          on conflict do nothing`,
      );
    },

    readKeyed,

    /** Rows of the whole query and each summed column over all of them, in one statement. */
    async totals(source: ReportSource, scope: ReportScope, columns: readonly string[]): Promise<RawRow> {
      const [row] = await rowsOf(db, countAndSums(source, scope, columns));
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
