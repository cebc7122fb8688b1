import type { DokumenPageQuery } from '@toko/shared';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { barang, pindahSortir, pindahSortirDetail } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { betweenDates } from './goods-documents.ts';

export type PindahSortirRow = typeof pindahSortir.$inferSelect;
export type PindahSortirDetailRow = typeof pindahSortirDetail.$inferInsert;

export async function insertPindahSortir(
  tx: DbOrTx,
  header: typeof pindahSortir.$inferInsert,
  lines: PindahSortirDetailRow[],
): Promise<void> {
  await tx.insert(pindahSortir).values(header);
  await tx.insert(pindahSortirDetail).values(lines);
}

export async function pindahSortirNoByKey(
  db: DbOrTx,
  kodeToko: string,
  key: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ no: pindahSortir.no_pindah })
    .from(pindahSortir)
    .where(and(eq(pindahSortir.kode_toko, kodeToko), eq(pindahSortir.idempotency_key, key)));
  return row?.no;
}

export async function pindahSortirHeader(db: DbOrTx, kodeToko: string, noPindah: string) {
  const [row] = await db
    .select()
    .from(pindahSortir)
    .where(and(eq(pindahSortir.kode_toko, kodeToko), eq(pindahSortir.no_pindah, noPindah)));
  return row;
}

export function pindahSortirLines(db: DbOrTx, noPindah: string) {
  return db
    .select({ line: pindahSortirDetail, barang })
    .from(pindahSortirDetail)
    .innerJoin(barang, eq(barang.kode_barcode, pindahSortirDetail.kode_barcode))
    .where(eq(pindahSortirDetail.no_pindah, noPindah))
    .orderBy(asc(barang.id));
}

function pageFilter(kodeToko: string, query: DokumenPageQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    eq(pindahSortir.kode_toko, kodeToko),
    betweenDates(pindahSortir.tgl_system, query),
  ];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const withBarcode = sql`exists (select 1 from ${pindahSortirDetail} where ${pindahSortirDetail.no_pindah} = ${pindahSortir.no_pindah} and ${ilike(pindahSortirDetail.kode_barcode, pattern)})`;
    filters.push(
      or(ilike(pindahSortir.no_pindah, pattern), ilike(pindahSortir.keterangan, pattern), withBarcode),
    );
  }
  return and(...filters);
}

/** One page of the shop's Pindah Sortir documents, newest first, and how many match. */
export async function pindahSortirPage(
  db: DbOrTx,
  kodeToko: string,
  query: DokumenPageQuery & { skip: number; limit: number },
) {
  const where = pageFilter(kodeToko, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pindahSortir)
      .where(where)
      .orderBy(desc(pindahSortir.created_at), desc(pindahSortir.no_pindah))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: sql<number>`count(*)::int` }).from(pindahSortir).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
