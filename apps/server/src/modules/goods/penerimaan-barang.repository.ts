import type { PageQuery } from '@toko/shared';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { penerimaanBarang } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

export type NewPenerimaanBarangRow = typeof penerimaanBarang.$inferInsert;

/** The SQL of Penerimaan Barang: the document (its pieces are barang rows under its PN number). */
export const penerimaanBarangRepository = {
  async insert(tx: DbOrTx, row: NewPenerimaanBarangRow): Promise<void> {
    await tx.insert(penerimaanBarang).values(row);
  },

  /** One page of the shop's receipts by number, supplier or supplier invoice, newest first. */
  async page(db: DbOrTx, kodeToko: string, query: PageQuery) {
    const filters: (SQL | undefined)[] = [eq(penerimaanBarang.kode_toko, kodeToko)];
    if (query.search) {
      const pattern = containsPattern(query.search);
      filters.push(
        or(
          ilike(penerimaanBarang.no_terima, pattern),
          ilike(penerimaanBarang.nama_supplier, pattern),
          ilike(penerimaanBarang.no_faktur_supplier, pattern),
        ),
      );
    }
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(penerimaanBarang)
        .where(where)
        .orderBy(desc(penerimaanBarang.created_at), desc(penerimaanBarang.no_terima))
        .limit(query.limit)
        .offset(query.skip),
      db.select({ n: sql<number>`count(*)::int` }).from(penerimaanBarang).where(where),
    ]);
    return { rows, count: total?.n ?? 0 };
  },
};
