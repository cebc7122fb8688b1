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

/** Which stored page a skip falls on, and how many rows of it come before the skip. */
export function pageOf(skip: number, limit: number): { halaman: number; within: number } {
  return { halaman: Math.floor(skip / limit), within: skip % limit };
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
