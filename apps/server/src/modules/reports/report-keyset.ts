import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Keyset paging of a report (issue 28, decision 038): a page is bounded by the order keys of
 * its first row and of the next page's first row, both taken once when the query was first
 * run, so page N reads only its own rows whatever N is (OFFSET sorted and skipped every row
 * before it), and a row that arrives between two page calls lands on exactly one page.
 */

/** Order keys as text (one per order column, null where the row's key is null) with the SQL type of each. */
export interface PageKey {
  values: readonly (string | null)[];
  types: readonly string[];
}

/** Type names as pg_typeof spells them: 'date', 'integer', 'character varying', 'timestamp with time zone'. */
const TYPE_NAME = /^[a-z][a-z0-9 _]*$/;

/** A key value cast back to its column's type, so the comparison is the column's own (dates as dates, numbers as numbers). */
function typed(value: string, type: string): SQL {
  if (!TYPE_NAME.test(type)) throw new Error(`jenis kunci laporan tidak valid: ${type}`);
  return sql`${value}::${sql.raw(type)}`;
}

/** A usable key: one value per order column, none null (a null key cannot bound rows). */
export function isUsableKey(key: PageKey | undefined, columns: number): key is PageKey {
  return (
    key !== undefined &&
    key.values.length === columns &&
    key.types.length === columns &&
    key.values.every((value) => value !== null)
  );
}

function rowOf(items: readonly SQL[]): SQL {
  return items.length === 1 ? (items[0] as SQL) : sql`(${sql.join([...items], sql`, `)})`;
}

/**
 * The rows from key `from` up to key `upper` (before it, or through it), in the report's
 * order, as a WHERE. Beside the exact row comparison it states what that implies column by
 * column — the leading columns both keys share as equalities, the next one as a range — which
 * the planner reads as index ranges with good estimates (a row comparison spanning a join it
 * can do neither with): a page of Transaksi Penjualan reads its day's receipts, and its
 * line numbers between the two keys, instead of the month.
 */
export function keyRange(
  columns: readonly SQL[],
  from: PageKey,
  upper?: { key: PageKey; side: 'before' | 'through' },
): SQL {
  const low = from.values.map((value, index) => typed(value as string, from.types[index] as string));
  const parts: SQL[] = [sql`${rowOf(columns)} >= ${rowOf(low)}`];
  if (!upper) {
    parts.push(sql`${columns[0] as SQL} >= ${low[0] as SQL}`);
    return sql.join(parts, sql` and `);
  }
  const high = upper.key.values.map((value, index) =>
    typed(value as string, upper.key.types[index] as string),
  );
  parts.push(sql`${rowOf(columns)} ${upper.side === 'before' ? sql`<` : sql`<=`} ${rowOf(high)}`);
  let shared = 0;
  while (shared < columns.length && from.values[shared] === upper.key.values[shared]) shared += 1;
  for (let index = 0; index < shared; index += 1) {
    parts.push(sql`${columns[index] as SQL} = ${low[index] as SQL}`);
  }
  if (shared < columns.length) {
    parts.push(sql`${columns[shared] as SQL} between ${low[shared] as SQL} and ${high[shared] as SQL}`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The rows of a group of the leading order columns (all but the last: a day of a shop's
 * sales) within a key range, as a WHERE of the group's equalities and, for each end of the
 * range that falls in this group, that end's bound on the last column; an end in another
 * group bounds nothing here (the group lies inside the range). With the leading columns fixed
 * the planner orders by the last column alone, by its index where it has one (the sale line's
 * number): a page read by LIMIT reads its few hundred rows, where a row comparison over the
 * range sorted the whole day (an incremental sort of 33,000 lines, 0.5 s) or, its estimate
 * gone to one row, hashed the month (1.2 s).
 */
export function inGroup(
  columns: readonly SQL[],
  group: PageKey,
  range: { from?: PageKey; upper?: { key: PageKey; side: 'before' | 'through' } },
): SQL {
  const width = columns.length - 1;
  const typedAt = (key: PageKey, index: number) =>
    typed(key.values[index] as string, key.types[index] as string);
  const sameGroup = (key: PageKey) =>
    key.values.slice(0, width).every((value, index) => value === group.values[index]);
  const last = columns[width] as SQL;
  const parts = columns.slice(0, width).map((column, index) => sql`${column} = ${typedAt(group, index)}`);
  if (range.from && sameGroup(range.from)) parts.push(sql`${last} >= ${typedAt(range.from, width)}`);
  const upper = range.upper;
  if (upper && sameGroup(upper.key)) {
    parts.push(sql`${last} ${upper.side === 'before' ? sql`<` : sql`<=`} ${typedAt(upper.key, width)}`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The rows of the groups after a key's group in the order (`asc`), or before it (`desc`), as a
 * row comparison the index starts at. `nulls`: also a row whose leading key is null after the
 * same columns as the group's, which sorts after every value (NULLS LAST, the order's
 * default) but answers null to a row comparison, not true.
 */
export function beyondGroup(
  columns: readonly SQL[],
  key: PageKey,
  direction: 'asc' | 'desc',
  nulls?: 'nulls',
): SQL {
  const leading = columns.slice(0, -1);
  const values = leading.map((_, index) => typed(key.values[index] as string, key.types[index] as string));
  const beyond = sql`${rowOf(leading)} ${direction === 'asc' ? sql`>` : sql`<`} ${rowOf(values)}`;
  if (direction === 'desc' || !nulls) return beyond;
  const nullLed = leading.map((column, index) =>
    sql.join(
      [
        ...leading.slice(0, index).map((before, at) => sql`${before} = ${values[at] as SQL}`),
        sql`${column} is null`,
      ],
      sql` and `,
    ),
  );
  return sql`(${beyond} or ${sql.join(
    nullLed.map((part) => sql`(${part})`),
    sql` or `,
  )})`;
}

/** Which stored page a skip falls on, and how many rows of it come before the skip. */
export function pageOf(skip: number, limit: number): { halaman: number; within: number } {
  return { halaman: Math.floor(skip / limit), within: skip % limit };
}

/**
 * How far (in pages) a page may be from a known page key and still be read by walking to it
 * with a small OFFSET from that key: a few pages of rows read by index, where building the
 * position index sorts the keys of every row of the query.
 */
export const WALK_PAGES = 3;

/**
 * How a page of a query is read (decision 038), from what is known of it: its count, its page
 * size and the first-row keys of the pages served so far (page 0 and 1 from the query's first
 * run). `keys`: rows in the report's order from the key of page `from` up to the key of page
 * `upTo` (before it) or through the query's last row (`end`), read forwards or backwards
 * (`desc`, the rows then reversed), `offset` and `limit` as SQL's; `take` rows of them are the
 * page, and `starts` says which of them begin a page (their keys are kept). `index`: no known
 * key is near, build the position index first. `offset`: page 0's key is not known, the query
 * pages by OFFSET. `none`: past the last row.
 */
export type PagePlan =
  | { read: 'none' }
  | { read: 'offset' }
  | { read: 'index' }
  | {
      read: 'keys';
      direction: 'asc' | 'desc';
      from: number;
      upTo: number | 'end';
      offset: number;
      limit: number | null;
      take: number | null;
      starts: readonly { row: number; halaman: number }[];
    };

export function planPage(ask: {
  skip: number;
  size: number;
  count: number;
  known: ReadonlySet<number>;
}): PagePlan {
  const { skip, size, count, known } = ask;
  if (skip >= count) return { read: 'none' };
  if (!known.has(0)) return { read: 'offset' };
  const { halaman, within } = pageOf(skip, size);
  const pages = Math.ceil(count / size);
  let from = 0;
  for (let page = halaman; page >= 0; page -= 1) {
    if (known.has(page)) {
      from = page;
      break;
    }
  }
  let upTo: number | 'end' = 'end';
  for (const page of [...known].sort((a, b) => a - b)) {
    if (page > halaman) {
      upTo = page;
      break;
    }
  }
  const ahead = halaman - from;
  if (within > 0) {
    // A skip between two page starts (no screen asks one): its rows, read on from a key.
    if (ahead > WALK_PAGES) return { read: 'index' };
    return {
      read: 'keys',
      direction: 'asc',
      from,
      upTo: 'end',
      offset: ahead * size + within,
      limit: size,
      take: size,
      starts: [],
    };
  }
  // Where the rows after the page end: the next known page's start, or the query's count.
  const anchor = upTo === 'end' ? count : upTo * size;
  const behind = Math.max(0, Math.ceil((anchor - (halaman + 1) * size) / size));
  if (ahead === 0 && (upTo === halaman + 1 || halaman === pages - 1)) {
    // Both bounds known: the rows between them, without a limit, so a row saved inside the
    // page since is one more row here, never pushed off to no page.
    return { read: 'keys', direction: 'asc', from, upTo, offset: 0, limit: null, take: null, starts: [] };
  }
  if (ahead === 0) {
    return {
      read: 'keys',
      direction: 'asc',
      from,
      upTo,
      offset: 0,
      limit: size + 1,
      take: size,
      starts: [{ row: size, halaman: halaman + 1 }],
    };
  }
  if (behind === 0) {
    // The page before a known one, or the last page: read backwards from that key (from the
    // last row, as many rows as the count leaves on the last page), and its first row's key kept.
    return {
      read: 'keys',
      direction: 'desc',
      from,
      upTo,
      offset: 0,
      limit: anchor - halaman * size,
      take: null,
      starts: [{ row: 0, halaman }],
    };
  }
  if (Math.min(ahead, behind) > WALK_PAGES) return { read: 'index' };
  const starts = [
    { row: 0, halaman },
    { row: size, halaman: halaman + 1 },
  ];
  if (ahead <= behind) {
    return {
      read: 'keys',
      direction: 'asc',
      from,
      upTo,
      offset: ahead * size,
      limit: size + 1,
      take: size,
      starts,
    };
  }
  return {
    read: 'keys',
    direction: 'desc',
    from,
    upTo,
    offset: anchor - 1 - (halaman + 1) * size,
    limit: size + 1,
    take: size,
    starts,
  };
}

/**
 * What makes a query the same query: the report, the caller's scope (shop, period, filters,
 * search, what the viewer may see) and the page size. A query id sent with anything else
 * is another query, and is run afresh rather than answering the wrong rows.
 */
export function queryTanda(name: string, scope: object, limit: number): string {
  return createHash('sha256')
    .update(JSON.stringify({ name, scope: sortedKeys(scope), limit }))
    .digest('hex');
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => [key, sortedKeys(entry)]),
  );
}

/** A query id as the database stores it; anything else is no query (run afresh, never a SQL error). */
export function isQueryId(value: string | undefined): value is string {
  return value !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
