import { type MasterResource, type PageQuery, STANDARD_GUDANG } from '@toko/shared';
import { type AnyColumn, and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { type MasterTable, masterTableOf } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

/** A master row as stored: the columns differ per master, the catalogue names them. */
export type MasterRow = Record<string, unknown>;

/** Equality filters on a master's own columns, by column name (`{ berlian: true }`). */
export type MasterFilter = Readonly<Record<string, string | number | boolean>>;

const col = (table: MasterTable, name: string) => table[name] as AnyPgColumn;

function filterOf(table: MasterTable, filter: MasterFilter | undefined): SQL | undefined {
  const parts = Object.entries(filter ?? {}).map(([name, value]) => eq(col(table, name), value));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** How many records of master `key` point at `code` through their field `field`. */
export async function countReferencing(
  tx: DbOrTx,
  key: string,
  field: string,
  kodeToko: string,
  code: string,
): Promise<number> {
  const table = masterTableOf(key);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(eq(col(table, 'kode_toko'), kodeToko), eq(col(table, field), code)));
  return row?.n ?? 0;
}

export async function masterById(
  tx: DbOrTx,
  key: string,
  kodeToko: string,
  id: number,
): Promise<MasterRow | undefined> {
  const table = masterTableOf(key);
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(col(table, 'kode_toko'), kodeToko), eq(col(table, 'id'), id)));
  return row as MasterRow | undefined;
}

export async function masterByCode(
  tx: DbOrTx,
  entry: MasterResource,
  kodeToko: string,
  code: string,
): Promise<MasterRow | undefined> {
  const table = masterTableOf(entry.key);
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(col(table, 'kode_toko'), kodeToko), eq(col(table, entry.codeField), code)));
  return row as MasterRow | undefined;
}

/** The shop's records a form may choose (active ones, when the master has a status), by code. */
export async function activeMasters(
  db: DbOrTx,
  entry: MasterResource,
  kodeToko: string,
  filter?: MasterFilter,
): Promise<MasterRow[]> {
  const table = masterTableOf(entry.key);
  const conditions: (SQL | undefined)[] = [eq(col(table, 'kode_toko'), kodeToko), filterOf(table, filter)];
  if (entry.hasStatus) conditions.push(eq(col(table, 'status_aktif'), true));
  return db
    .select()
    .from(table)
    .where(and(...conditions))
    .orderBy(asc(col(table, entry.codeField)));
}

/** Every record of the shop, inactive ones too, by code. */
export function allMasters(db: DbOrTx, entry: MasterResource, kodeToko: string): Promise<MasterRow[]> {
  const table = masterTableOf(entry.key);
  return db
    .select()
    .from(table)
    .where(eq(col(table, 'kode_toko'), kodeToko))
    .orderBy(asc(col(table, entry.codeField)));
}

/** One page by code, the search text matched against the code and the name; and the count. */
export async function masterPage(
  db: DbOrTx,
  entry: MasterResource,
  kodeToko: string,
  query: PageQuery,
): Promise<{ rows: MasterRow[]; count: number }> {
  const table = masterTableOf(entry.key);
  const search = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    eq(col(table, 'kode_toko'), kodeToko),
    search
      ? or(ilike(col(table, entry.codeField), search), ilike(col(table, entry.nameField), search))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(asc(col(table, entry.codeField) as AnyColumn))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: sql<number>`count(*)::int` }).from(table).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function insertMaster(tx: DbOrTx, key: string, values: MasterRow): Promise<MasterRow> {
  const [row] = await tx.insert(masterTableOf(key)).values(values).returning();
  return row as MasterRow;
}

export async function updateMaster(
  tx: DbOrTx,
  key: string,
  id: number,
  changes: MasterRow,
): Promise<MasterRow> {
  const table = masterTableOf(key);
  const [row] = await tx
    .update(table)
    .set(changes)
    .where(eq(col(table, 'id'), id))
    .returning();
  return row as MasterRow;
}

export async function deleteMaster(tx: DbOrTx, key: string, id: number): Promise<void> {
  const table = masterTableOf(key);
  await tx.delete(table).where(eq(col(table, 'id'), id));
}

/** The standard gudang a shop lacks are added; those it has stay as they are. */
export async function insertStandardGudang(tx: DbOrTx, kodeToko: string): Promise<void> {
  await tx
    .insert(masterTableOf('gudang'))
    .values(STANDARD_GUDANG.map((gudang) => ({ ...gudang, kode_toko: kodeToko })))
    .onConflictDoNothing();
}
