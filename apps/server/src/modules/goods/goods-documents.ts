import type { DokumenPageQuery, PageResult } from '@toko/shared';
import { and, asc, type Column, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { saveOnce } from '../../counter/save-once.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { barang } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

/** The business-date filter of a document list: from `dari`, up to `sampai`, each optional. */
export function betweenDates(column: Column, range: { dari?: string; sampai?: string }): SQL | undefined {
  return and(
    range.dari ? gte(column, range.dari) : undefined,
    range.sampai ? lte(column, range.sampai) : undefined,
  );
}

/** The columns every goods document's header (Cucian, Pindah Sortir) has. */
type GoodsHeaderTable = PgTable & {
  kode_toko: PgColumn;
  tgl_system: PgColumn;
  keterangan: PgColumn;
  idempotency_key: PgColumn;
  created_at: PgColumn;
};

/** A goods document's lines name the piece by barcode. */
type GoodsLinesTable = PgTable & { kode_barcode: PgColumn };

/** A page of a goods document list: dates, text, skip and limit. */
export type GoodsDocumentQuery = DokumenPageQuery & { skip: number; limit: number };

/**
 * The tables of one goods document (a header with lines of pieces): the one description
 * its save, receipt and list are read from.
 */
export interface GoodsDocumentTables<HT extends GoodsHeaderTable, LT extends GoodsLinesTable, S> {
  header: HT;
  lines: LT;
  /** The header's number and the lines' reference to it. */
  keys: { no: PgColumn; lineDoc: PgColumn };
  /** The header rows as the receipt and the list read them (`.$dynamic()`, joins allowed). */
  select: (db: DbOrTx) => S;
}

/**
 * The SQL every goods document needs: stored with its lines, found by idempotency key,
 * one header, its lines with the pieces they name, and a page by business date and text
 * (number, note or a line's barcode), newest first. The lines are cast here, and only here.
 */
export function goodsDocumentRepository<
  HT extends GoodsHeaderTable & { $inferInsert: object },
  LT extends GoodsLinesTable & { $inferSelect: object; $inferInsert: object },
  S extends PgSelect,
>(tables: GoodsDocumentTables<HT, LT, S>) {
  // Drizzle types a select only over a table it knows, so the SQL works on the tables' shape.
  const header: GoodsHeaderTable = tables.header;
  const lines: GoodsLinesTable = tables.lines;
  const { keys } = tables;

  function pageFilter(kodeToko: string, query: DokumenPageQuery): SQL | undefined {
    const filters: (SQL | undefined)[] = [
      eq(header.kode_toko, kodeToko),
      betweenDates(header.tgl_system, query),
    ];
    if (query.search) {
      const pattern = containsPattern(query.search);
      const withBarcode = sql`exists (select 1 from ${lines} where ${keys.lineDoc} = ${keys.no} and ${ilike(lines.kode_barcode, pattern)})`;
      filters.push(or(ilike(keys.no, pattern), ilike(header.keterangan, pattern), withBarcode));
    }
    return and(...filters);
  }

  return {
    /** The document and its lines, in the caller's transaction. */
    async insert(tx: DbOrTx, row: HT['$inferInsert'], lineRows: LT['$inferInsert'][]): Promise<void> {
      await tx.insert(header).values(row as never);
      await tx.insert(lines).values(lineRows as never[]);
    },

    async noByKey(db: DbOrTx, kodeToko: string, key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ no: keys.no })
        .from(header)
        .where(and(eq(header.kode_toko, kodeToko), eq(header.idempotency_key, key)));
      return row ? String(row.no) : undefined;
    },

    async header(db: DbOrTx, kodeToko: string, no: string): Promise<Awaited<S>[number] | undefined> {
      const [row] = await tables.select(db).where(and(eq(header.kode_toko, kodeToko), eq(keys.no, no)));
      return row;
    },

    /** The lines with what the piece is (names come from its row; weights from the line). */
    async lines(
      db: DbOrTx,
      no: string,
    ): Promise<{ line: LT['$inferSelect']; barang: typeof barang.$inferSelect }[]> {
      const rows = await db
        .select({ line: lines, barang })
        .from(lines)
        .innerJoin(barang, eq(barang.kode_barcode, lines.kode_barcode))
        .where(eq(keys.lineDoc, no))
        .orderBy(asc(barang.id));
      return rows as unknown as { line: LT['$inferSelect']; barang: typeof barang.$inferSelect }[];
    },

    /** One page of the shop's documents, newest first, and how many match. */
    async page(db: DbOrTx, kodeToko: string, query: GoodsDocumentQuery) {
      const where = pageFilter(kodeToko, query);
      const [rows, [total]] = await Promise.all([
        tables
          .select(db)
          .where(where)
          .orderBy(desc(header.created_at), desc(keys.no))
          .limit(query.limit)
          .offset(query.skip) as unknown as Promise<Awaited<S>>,
        db.select({ n: sql<number>`count(*)::int` }).from(header).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
  };
}

/**
 * What every goods document's service answers: the document saved once per idempotency
 * key (a retry answers the document already made) as its receipt, the receipt again by
 * number, and the list by business date.
 */
export function goodsDocumentService<
  A extends { kodeToko: string },
  I extends { idempotency_key: string },
  B,
  R,
  H,
>(
  db: Db,
  options: {
    repository: {
      noByKey: (db: DbOrTx, kodeToko: string, key: string) => Promise<string | undefined>;
      page: (
        db: DbOrTx,
        kodeToko: string,
        query: GoodsDocumentQuery,
      ) => Promise<{ rows: R[]; count: number }>;
    };
    /** The receipt of a saved document. */
    bukti: (db: DbOrTx, kodeToko: string, no: string) => Promise<B>;
    /** Saves a new document; answers its number. */
    save: (actor: A, input: I) => Promise<string>;
    toHeader: (row: R) => H;
  },
) {
  const { repository, bukti } = options;
  return {
    simpan: (actor: A, input: I): Promise<B> =>
      saveOnce({
        noByKey: () => repository.noByKey(db, actor.kodeToko, input.idempotency_key),
        doc: (no) => bukti(db, actor.kodeToko, no),
        save: async () => bukti(db, actor.kodeToko, await options.save(actor, input)),
      }),

    bukti: (kodeToko: string, no: string): Promise<B> => bukti(db, kodeToko, no),

    async page(kodeToko: string, query: GoodsDocumentQuery): Promise<PageResult<H>> {
      const { rows, count } = await repository.page(db, kodeToko, query);
      return { data: rows.map(options.toHeader), count };
    },
  };
}
