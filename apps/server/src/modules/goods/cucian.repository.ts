import type { DokumenPageQuery } from '@toko/shared';
import { and, asc, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { barang, barangMutasi, cucian, cucianDetail, otorisasi } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { betweenDates } from './goods-documents.ts';

export type CucianRow = typeof cucian.$inferInsert;
export type CucianDetailRow = typeof cucianDetail.$inferInsert;

/** The document and its lines, in the caller's transaction. */
export async function insertCucian(tx: DbOrTx, header: CucianRow, lines: CucianDetailRow[]): Promise<void> {
  await tx.insert(cucian).values(header);
  await tx.insert(cucianDetail).values(lines);
}

export async function cucianNoByKey(db: DbOrTx, kodeToko: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ no: cucian.no_cucian })
    .from(cucian)
    .where(and(eq(cucian.kode_toko, kodeToko), eq(cucian.idempotency_key, key)));
  return row?.no;
}

const headerColumns = {
  doc: cucian,
  otorisasi_oleh: otorisasi.diotorisasi_oleh,
  alasan: otorisasi.alasan,
};

export async function cucianHeader(db: DbOrTx, kodeToko: string, noCucian: string) {
  const [row] = await db
    .select(headerColumns)
    .from(cucian)
    .leftJoin(otorisasi, eq(otorisasi.id, cucian.otorisasi_id))
    .where(and(eq(cucian.kode_toko, kodeToko), eq(cucian.no_cucian, noCucian)));
  return row;
}

/** The lines with what the piece is (names come from its row; weights from the line). */
export function cucianLines(db: DbOrTx, noCucian: string) {
  return db
    .select({ line: cucianDetail, barang })
    .from(cucianDetail)
    .innerJoin(barang, eq(barang.kode_barcode, cucianDetail.kode_barcode))
    .where(eq(cucianDetail.no_cucian, noCucian))
    .orderBy(asc(barang.id));
}

function pageFilter(kodeToko: string, query: DokumenPageQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    eq(cucian.kode_toko, kodeToko),
    betweenDates(cucian.tgl_system, query),
  ];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const withBarcode = sql`exists (select 1 from ${cucianDetail} where ${cucianDetail.no_cucian} = ${cucian.no_cucian} and ${ilike(cucianDetail.kode_barcode, pattern)})`;
    filters.push(or(ilike(cucian.no_cucian, pattern), ilike(cucian.keterangan, pattern), withBarcode));
  }
  return and(...filters);
}

/** One page of the shop's washing documents, newest first, and how many match. */
export async function cucianPage(
  db: DbOrTx,
  kodeToko: string,
  query: DokumenPageQuery & { skip: number; limit: number },
) {
  const where = pageFilter(kodeToko, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(headerColumns)
      .from(cucian)
      .leftJoin(otorisasi, eq(otorisasi.id, cucian.otorisasi_id))
      .where(where)
      .orderBy(desc(cucian.created_at), desc(cucian.no_cucian))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: sql<number>`count(*)::int` }).from(cucian).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/**
 * The washing document that took weight off this piece since it last came into gudang
 * BELI, if any: a washed piece is no longer what the customer sold back.
 */
export async function washedSinceBought(tx: DbOrTx, kodeToko: string, kodeBarcode: string) {
  const ofPiece = and(eq(barangMutasi.kode_toko, kodeToko), eq(barangMutasi.kode_barcode, kodeBarcode));
  const lastBeli = sql`(select coalesce(max(${barangMutasi.id}), 0) from ${barangMutasi} where ${ofPiece} and ${barangMutasi.kolom} = 'beli' and ${barangMutasi.stock} > 0)`;
  const [row] = await tx
    .select({ no_ref: barangMutasi.no_ref })
    .from(barangMutasi)
    .where(and(ofPiece, eq(barangMutasi.kolom, 'susut'), gt(barangMutasi.id, lastBeli)))
    .orderBy(desc(barangMutasi.id))
    .limit(1);
  return row?.no_ref;
}
