import { notFound, type PageResult } from '@toko/shared';
import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BuiltOnce, Values } from '../db/built-once.ts';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { containsPattern } from '../db/search.ts';
import { type AuditEntry, auditRow } from './audit.ts';
import { NUMBER_TO_TAKE, type NumberToTake, numberTakenInStatement } from './receipt-numbers.ts';

/** What every counter document's header row has, whatever its number is called. */
export interface HeaderRow {
  kode_toko: string;
  tgl_system: string;
  status_valid: string;
  status: string;
}

/** A counter document's line row; lines cancelled one by one carry a `status` (CANC). */
export type LineRow = Record<string, unknown>;

/** The columns every counter document's header table has. */
export type HeaderTable = PgTable & {
  kode_toko: PgColumn;
  tgl_system: PgColumn;
  idempotency_key: PgColumn;
  status_valid: PgColumn;
  status: PgColumn;
  nama_customer: PgColumn;
};

/**
 * A counter document's lines name the piece by barcode, searched like the number; a
 * repair's do not (its pieces are the customer's, never stock) and name their own columns.
 */
export type LinesTable = PgTable & { kode_barcode?: PgColumn };

/**
 * The tables of one counter document (a header with its lines) and how to read its
 * number: the one description the shared search, locks and mapping work from.
 */
export interface CounterDocumentTables {
  /** How a message names one: `Penjualan`. */
  label: string;
  header: HeaderTable;
  lines: LinesTable;
  /** The header's number, the lines' reference to it, and a line's own number (the lines' order). */
  keys: { no: PgColumn; lineDoc: PgColumn; lineNo: PgColumn };
  /** Newest first; by default by date then number, along the index (shop, date, number). */
  pageOrder?: SQL[];
  /**
   * Columns a search text is also looked for in, besides the number, the customer's name
   * and the barcode (each answered by its own trigram index).
   */
  searchAlso?: { header?: PgColumn[]; lines?: PgColumn[] };
}

/** The property of a table's rows that holds the given column. */
function fieldOf(table: PgTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!found) throw new Error(`Kolom ${column.name} bukan milik tabelnya`);
  return found[0];
}

/** The columns of a WITH over the table's rows (an insert's RETURNING), named as the table names them. */
function fieldsOf(table: PgTable, written: object): Record<string, PgColumn> {
  const columns = written as Record<string, PgColumn>;
  return Object.fromEntries(
    Object.keys(getTableColumns(table)).map((field) => [field, columns[field] as PgColumn]),
  );
}

/**
 * A row to write with the number its statement takes: a value NUMBER_TO_TAKE is the
 * number, one that begins with it the number followed by the rest (a line's `-1`).
 */
function withNumber<R extends object>(row: R, number: SQL, values: Values, prefix: string): R {
  const entries = Object.entries(row).map(([field, value]) => {
    if (typeof value !== 'string' || !value.includes(NUMBER_TO_TAKE)) return [field, value];
    if (!value.startsWith(NUMBER_TO_TAKE)) throw new Error(`${field}: nomor hanya di awal nilai`);
    const rest = value.slice(NUMBER_TO_TAKE.length);
    return [field, rest ? sql`${number} || ${values.one(`${prefix}${field}_sesudah`, rest)}::text` : number];
  });
  return Object.fromEntries(entries) as R;
}

/** Filters every document list offers. */
export interface DocumentQuery {
  skip: number;
  limit: number;
  search?: string | undefined;
  status_valid?: string | undefined;
  dari?: string | undefined;
  sampai?: string | undefined;
  /** The document's own state (OPEN, FINISH, ...), for the lists that filter on it. */
  status?: string | undefined;
}

/** A page of headers with the lines of each, counted over the whole filter. */
export interface DocumentPage<H, L> {
  headers: H[];
  linesOf: (header: H) => L[];
  count: number;
}

/**
 * The SQL every counter document needs (one document, its lines, a page, locks for a
 * change of state), written once over the tables' description, its rows typed from the
 * tables: `documentRepository({ label: 'Titipan', header: titipan, lines: titipanDetail, … })`.
 */
export function documentRepository<
  HT extends HeaderTable & { $inferSelect: HeaderRow; $inferInsert: object },
  LT extends LinesTable & { $inferSelect: LineRow; $inferInsert: object },
>(tables: CounterDocumentTables & { header: HT; lines: LT }) {
  return rowsRepository<HT['$inferSelect'], LT['$inferSelect'], HT['$inferInsert'], LT['$inferInsert']>(
    tables,
  );
}

/**
 * `documentRepository` over rows of the given types. Drizzle cannot type a select over a
 * table passed in, so the rows are cast here, and only here.
 */
function rowsRepository<
  H extends HeaderRow,
  L extends LineRow,
  HInsert extends object = Partial<H>,
  LInsert extends object = Partial<L>,
>(tables: CounterDocumentTables) {
  const { header: table } = tables;
  const noField = fieldOf(table, tables.keys.no);
  const lineDocField = fieldOf(tables.lines, tables.keys.lineDoc);
  const lineNoField = fieldOf(tables.lines, tables.keys.lineNo);
  const noOf = (header: H) => String((header as unknown as Record<string, unknown>)[noField]);
  const lineDocOf = (line: L) => String(line[lineDocField]);
  const search = {
    header: [tables.keys.no, table.nama_customer, ...(tables.searchAlso?.header ?? [])],
    lines: [
      ...(tables.lines.kode_barcode ? [tables.lines.kode_barcode] : []),
      ...(tables.searchAlso?.lines ?? []),
    ],
  };
  const pageOrder = tables.pageOrder ?? [desc(table.tgl_system), desc(tables.keys.no)];
  /** The document's save, built once per shape (its number of lines, the fields it sets). */
  const saves = new BuiltOnce();
  const c = {
    ...tables.keys,
    lineOrder: tables.keys.lineNo,
    shop: table.kode_toko,
    date: table.tgl_system,
    key: table.idempotency_key,
    statusValid: table.status_valid,
  };

  async function lines(tx: DbOrTx, nos: readonly string[]): Promise<L[]> {
    if (nos.length === 0) return [];
    const rows = await tx
      .select()
      .from(tables.lines)
      .where(inArray(c.lineDoc, [...nos]))
      .orderBy(asc(c.lineOrder));
    return rows as unknown as L[];
  }

  function searchFilter(text: string): SQL {
    const pattern = containsPattern(text);
    const matches = (columns: PgColumn[]) =>
      sql.join(
        columns.map((column) => sql`${column} ilike ${pattern}`),
        sql` or `,
      );
    // One set of matching documents, each part answered by its own trigram index: an OR
    // across the two tables would make the planner scan every document.
    return sql`${c.no} in (
      select ${c.no} from ${tables.header} where ${matches(search.header)}
      union
      select ${c.lineDoc} from ${tables.lines} where ${matches(search.lines)})`;
  }

  function filtersOf(kodeToko: string, query: DocumentQuery) {
    const filters: (SQL | undefined)[] = [eq(c.shop, kodeToko)];
    if (query.status) filters.push(eq(tables.header.status, query.status));
    if (query.status_valid) filters.push(eq(c.statusValid, query.status_valid));
    if (query.dari) filters.push(sql`${c.date} >= ${query.dari}`);
    if (query.sampai) filters.push(sql`${c.date} <= ${query.sampai}`);
    if (query.search) filters.push(searchFilter(query.search));
    return and(...filters);
  }

  return {
    tables,
    noOf,
    lines,

    /** A document of the shop with its lines; 404 when the shop has none of that number. */
    async docOf(tx: DbOrTx, kodeToko: string, no: string): Promise<{ header: H; lines: L[] }> {
      const [header] = await tx
        .select()
        .from(tables.header)
        .where(and(eq(c.shop, kodeToko), eq(c.no, no)));
      if (!header) throw notFound(`${tables.label} ${no} tidak ditemukan`);
      return { header: header as H, lines: await lines(tx, [no]) };
    },

    /**
     * Saves a document, its lines and the audit entry of its making in one statement, and
     * answers the rows as stored (the database's defaults filled in): a counter's save
     * costs one round trip where it took three, and its answer needs no reading back.
     */
    async insert(
      tx: DbOrTx,
      header: HInsert,
      lines: LInsert[],
      audit: AuditEntry,
      /** The counter of a number the statement takes itself; the rows carry NUMBER_TO_TAKE for it. */
      take?: NumberToTake,
    ): Promise<{ header: H; lines: L[] }> {
      if (lines.length === 0) throw new Error(`${tables.label} tanpa baris`);
      const values = new Values();
      const numbered = take ? numberTakenInStatement(tx, take, values) : undefined;
      const at = <R extends object>(prefix: string, row: R): R =>
        values.of(prefix, numbered ? withNumber(row, numbered.number, values, prefix) : row);
      const headerRow = at('h_', header);
      const lineRows = lines.map((line, index) => at(`l${index}_`, line));
      const auditValues = at('a_', auditRow(audit));
      const shape = `${numbered ? 'nomor diambil ' : ''}${values.shape}`;
      const rows = await saves.run<{ header: H; line: L }>(tx, shape, values, () => {
        const writtenHeader = tx.$with('written_header').as(
          tx
            .insert(tables.header)
            .values(headerRow as never)
            .returning(),
        );
        const writtenLines = tx.$with('written_lines').as(
          tx
            .insert(tables.lines)
            .values(lineRows as never[])
            .returning(),
        );
        const writtenAudit = tx.$with('written_audit').as(tx.insert(auditLog).values(auditValues));
        const line = fieldsOf(tables.lines, writtenLines);
        const fields = { header: fieldsOf(tables.header, writtenHeader), line };
        // A data-modifying WITH runs once whether or not the query reads it.
        const statement = tx
          .with(...(numbered ? [numbered.taken] : []), writtenHeader, writtenLines, writtenAudit)
          .select(fields)
          .from(writtenLines)
          .crossJoin(writtenHeader)
          .orderBy(asc(line[lineNoField] as PgColumn));
        return { statement, fields };
      });
      const [first] = rows;
      if (!first) throw new Error(`${tables.label} tidak tersimpan`);
      return { header: first.header, lines: rows.map((row) => row.line) };
    },

    async update(tx: DbOrTx, nos: readonly string[], set: Partial<HInsert>): Promise<void> {
      await tx
        .update(tables.header)
        .set(set as never)
        .where(inArray(c.no, [...nos]));
    },

    async updateLine(tx: DbOrTx, lineNo: string, set: Partial<LInsert>): Promise<void> {
      await tx
        .update(tables.lines)
        .set(set as never)
        .where(eq(c.lineNo, lineNo));
    },

    async header(tx: DbOrTx, kodeToko: string, no: string): Promise<H | undefined> {
      const [row] = await tx
        .select()
        .from(tables.header)
        .where(and(eq(c.shop, kodeToko), eq(c.no, no)));
      return row as H | undefined;
    },

    async noByKey(tx: DbOrTx, kodeToko: string, key: string): Promise<string | undefined> {
      const [row] = await tx
        .select({ no: c.no })
        .from(tables.header)
        .where(and(eq(c.shop, kodeToko), eq(c.key, key)));
      return row ? String(row.no) : undefined;
    },

    /** Headers of the shop locked for a change of state, in number order (no deadlock between two batches). */
    async lockHeaders(tx: DbOrTx, kodeToko: string, nos: readonly string[]): Promise<H[]> {
      const rows = await tx
        .select()
        .from(tables.header)
        .where(and(eq(c.shop, kodeToko), inArray(c.no, [...nos])))
        .orderBy(asc(c.no))
        .for('update');
      return rows as unknown as H[];
    },

    /** One line by its own number and its header of this shop, both locked. */
    async lockLine(
      tx: DbOrTx,
      kodeToko: string,
      lineNo: string,
    ): Promise<{ line: L; header: H } | undefined> {
      const [line] = (await tx
        .select()
        .from(tables.lines)
        .where(eq(c.lineNo, lineNo))
        .for('update')) as unknown as L[];
      if (!line) return undefined;
      const [header] = (await tx
        .select()
        .from(tables.header)
        .where(and(eq(c.no, lineDocOf(line)), eq(c.shop, kodeToko)))
        .for('update')) as unknown as H[];
      return header ? { line, header } : undefined;
    },

    /** A line cancelled, with the consent that allowed it. */
    async cancelLine(tx: DbOrTx, lineNo: string, otorisasiId: number): Promise<void> {
      await tx
        .update(tables.lines)
        .set({ status: 'CANC', otorisasi_id: otorisasiId })
        .where(eq(c.lineNo, lineNo));
    },

    /** Lines of one document still standing (not cancelled). */
    async standingLines(tx: DbOrTx, no: string): Promise<L[]> {
      return (await lines(tx, [no])).filter((line) => line.status !== 'CANC');
    },

    async page(db: DbOrTx, kodeToko: string, query: DocumentQuery): Promise<DocumentPage<H, L>> {
      const where = filtersOf(kodeToko, query);
      const [headers, [total]] = await Promise.all([
        db
          .select()
          .from(tables.header)
          .where(where)
          .orderBy(...pageOrder)
          .limit(query.limit)
          .offset(query.skip) as unknown as Promise<H[]>,
        db.select({ n: sql<number>`count(*)::int` }).from(tables.header).where(where),
      ]);
      const found = await lines(db, headers.map(noOf));
      const byDoc = new Map<string, L[]>();
      for (const line of found) {
        const no = lineDocOf(line);
        byDoc.set(no, [...(byDoc.get(no) ?? []), line]);
      }
      return { headers, linesOf: (header) => byDoc.get(noOf(header)) ?? [], count: total?.n ?? 0 };
    },
  };
}

export type DocumentRepository<H extends HeaderRow, L extends LineRow> = ReturnType<
  typeof rowsRepository<H, L>
>;

/** A page of documents as the API answers it. */
export function mapPage<H, L, D>(
  page: DocumentPage<H, L>,
  toDoc: (header: H, lines: L[]) => D,
): PageResult<D> {
  return { data: page.headers.map((header) => toDoc(header, page.linesOf(header))), count: page.count };
}
