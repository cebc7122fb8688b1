import type { HasilOpname, JENIS_OPNAME, mulaiOpnameSchema } from '@toko/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { stockOpname, stockOpnameItem } from '../../db/schema/index.ts';

export type OpnameRow = typeof stockOpname.$inferSelect;
export type OpnameItemRow = typeof stockOpnameItem.$inferSelect;
type Jenis = (typeof JENIS_OPNAME)[number];
type Mulai = z.infer<typeof mulaiOpnameSchema>;

/** A user's search text as an ILIKE pattern, its wildcards taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The SQL twin of `hasilOpname` (shared), so a result page can filter and page on the server. */
const HASIL_SQL = sql`case
  when not ${stockOpnameItem.diharapkan} then 'TIDAK_TERDUGA'
  when not ${stockOpnameItem.ditemukan} then 'HILANG'
  when ${stockOpnameItem.berat_scan} is not null and ${stockOpnameItem.berat_scan} <> ${stockOpnameItem.berat} then 'SELISIH_BERAT'
  else 'DITEMUKAN' end`;

/** An opname of this shop and kind; `lock` holds its row (FOR UPDATE) until the transaction ends. */
export async function opnameOf(
  tx: DbOrTx,
  kodeToko: string,
  jenis: Jenis,
  id: number,
  lock = false,
): Promise<OpnameRow | undefined> {
  const query = tx
    .select()
    .from(stockOpname)
    .where(and(eq(stockOpname.kode_toko, kodeToko), eq(stockOpname.id, id), eq(stockOpname.jenis, jenis)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** How many pieces of the opname were found (scanned at least once). */
export async function scannedCount(tx: DbOrTx, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(stockOpnameItem)
    .where(and(eq(stockOpnameItem.stock_opname_id, id), eq(stockOpnameItem.ditemukan, true)));
  return Number(row?.n ?? 0);
}

/** The open opname of a place (its `kunci`), if one is running. */
export async function openOpnameAt(tx: DbOrTx, kodeToko: string, kunci: string) {
  const [open] = await tx
    .select({ id: stockOpname.id })
    .from(stockOpname)
    .where(
      and(eq(stockOpname.kode_toko, kodeToko), eq(stockOpname.kunci, kunci), eq(stockOpname.status, 'OPEN')),
    );
  return open;
}

export async function insertOpname(tx: DbOrTx, values: typeof stockOpname.$inferInsert): Promise<OpnameRow> {
  const [inserted] = await tx.insert(stockOpname).values(values).returning();
  if (!inserted) throw new Error('stock opname tidak tersimpan');
  return inserted;
}

/** Copies the expected pieces in one statement: what the place holds now, in stock and on sale. */
export async function freezeExpectedPieces(
  tx: DbOrTx,
  id: number,
  kodeToko: string,
  input: Mulai,
): Promise<number> {
  let where = sql`b.kode_toko = ${kodeToko} and b.status = 'READY' and b.stock > 0`;
  if (input.jenis === 'BAKI') {
    where = sql`${where} and b.kode_gudang = ${input.kode_gudang} and b.kode_baki = ${input.kode_baki}`;
  } else if (input.jenis === 'PENERIMAAN') {
    // A received document's pieces: what Penerimaan added (`tambah`) or Terima Barang brought in (`in`).
    where = sql`${where} and b.kode_barcode in (select m.kode_barcode from barang_mutasi m
      where m.kode_toko = ${kodeToko} and m.no_ref = ${input.no_dokumen} and m.kolom in ('tambah', 'in'))`;
  }
  const result = await tx.execute(sql`
    insert into stock_opname_item
      (stock_opname_id, kode_barcode, diharapkan, kode_gudang, kode_baki, nama_barang, kode_group, jumlah, berat)
    select ${id}, b.kode_barcode, true, b.kode_gudang, b.kode_baki, b.nama_barang, b.kode_group, b.stock, b.berat
    from barang b where ${where}
    returning 1`);
  return rowsOf(result).length;
}

export interface ScanRow {
  kode_barcode: string;
  nama_barang: string;
  kode_gudang: string;
  kode_baki: string;
  diharapkan: boolean;
  berat_scan: number | null;
  scan_at: Date | string;
  sudah_discan: boolean;
}

/**
 * The scan's upsert on (opname, barcode); the first scan's time and user stay. Undefined
 * when nothing was written: the opname is not an open one of this shop, or no such piece.
 */
export async function recordScan(
  db: DbOrTx,
  scan: {
    id: number;
    kodeToko: string;
    jenis: Jenis;
    kodeBarcode: string;
    beratScan: number | null;
    userId: string;
  },
): Promise<ScanRow | undefined> {
  const result = await db.execute(sql`
    insert into stock_opname_item as i
      (stock_opname_id, kode_barcode, diharapkan, kode_gudang, kode_baki, nama_barang, kode_group,
       jumlah, berat, ditemukan, berat_scan, scan_at, scan_by)
    select o.id, b.kode_barcode, false, b.kode_gudang, b.kode_baki, b.nama_barang, b.kode_group,
       b.stock, b.berat, true, ${scan.beratScan}::int, now(), ${scan.userId}
    from stock_opname o join barang b on b.kode_barcode = ${scan.kodeBarcode} and b.kode_toko = o.kode_toko
    where o.id = ${scan.id} and o.kode_toko = ${scan.kodeToko} and o.jenis = ${scan.jenis} and o.status = 'OPEN'
    on conflict (stock_opname_id, kode_barcode) do update set
      ditemukan = true,
      berat_scan = coalesce(excluded.berat_scan, i.berat_scan),
      scan_at = coalesce(i.scan_at, excluded.scan_at),
      scan_by = coalesce(i.scan_by, excluded.scan_by)
    returning i.kode_barcode, i.nama_barang, i.kode_gudang, i.kode_baki, i.diharapkan, i.berat_scan,
      i.scan_at, (i.scan_at <> now()) as sudah_discan`);
  const [row] = rowsOf<ScanRow>(result);
  return row;
}

/** The found pieces, newest scan first, one page, and how many there are. */
export async function scannedPage(db: DbOrTx, id: number, page: { skip: number; limit: number }) {
  const where = and(eq(stockOpnameItem.stock_opname_id, id), eq(stockOpnameItem.ditemukan, true));
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(stockOpnameItem)
      .where(where)
      .orderBy(desc(stockOpnameItem.scan_at), desc(stockOpnameItem.id))
      .offset(page.skip)
      .limit(page.limit),
    scannedCount(db, id),
  ]);
  return { rows, count };
}

/** One page of a shop's opnames of a kind, newest first, each with its found count. */
export async function opnamePage(
  db: DbOrTx,
  kodeToko: string,
  jenis: Jenis,
  query: { status?: string | undefined; search?: string | undefined; skip: number; limit: number },
): Promise<{ rows: { row: OpnameRow; discan: number }[]; count: number }> {
  const filters = [eq(stockOpname.kode_toko, kodeToko), eq(stockOpname.jenis, jenis)];
  if (query.status) filters.push(eq(stockOpname.status, query.status));
  if (query.search) {
    const like = likePattern(query.search);
    filters.push(
      sql`(${stockOpname.no_opname} ilike ${like} or ${stockOpname.kode_baki} ilike ${like}
        or ${stockOpname.no_dokumen} ilike ${like})`,
    );
  }
  const where = and(...filters);
  // The outer id is qualified by hand: in a one-table select Drizzle writes columns
  // bare, and a bare "id" inside the subquery is the item's own id, not the opname's.
  const discan = sql<number>`(select count(*)::int from ${stockOpnameItem}
    where ${stockOpnameItem.stock_opname_id} = ${stockOpname}.${sql.identifier('id')}
    and ${stockOpnameItem.ditemukan})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: stockOpname, discan })
      .from(stockOpname)
      .where(where)
      .orderBy(desc(stockOpname.id))
      .offset(query.skip)
      .limit(query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(stockOpname).where(where),
  ]);
  return {
    count: Number(total?.n ?? 0),
    rows: rows.map((r) => ({ row: r.row, discan: Number(r.discan) })),
  };
}

/** Ends an opname (SELESAI or BATAL); undefined when its row is gone. */
export async function closeOpname(
  tx: DbOrTx,
  id: number,
  end: { status: 'SELESAI' | 'BATAL'; selesaiBy: string; otorisasiId: number | null },
): Promise<OpnameRow | undefined> {
  const [saved] = await tx
    .update(stockOpname)
    .set({
      status: end.status,
      selesai_at: new Date(),
      selesai_by: end.selesaiBy,
      otorisasi_id: end.otorisasiId,
    })
    .where(eq(stockOpname.id, id))
    .returning();
  return saved;
}

/** One page of an opname's pieces, by result then place, filtered by result and search text. */
export async function resultPage(
  db: DbOrTx,
  id: number,
  query: { hasil?: HasilOpname | undefined; search?: string | undefined; skip: number; limit: number },
): Promise<{ rows: OpnameItemRow[]; count: number }> {
  const filters: SQL[] = [eq(stockOpnameItem.stock_opname_id, id)];
  if (query.hasil) filters.push(sql`${HASIL_SQL} = ${query.hasil}`);
  if (query.search) {
    const like = likePattern(query.search);
    filters.push(
      sql`(${stockOpnameItem.kode_barcode} ilike ${like} or ${stockOpnameItem.nama_barang} ilike ${like})`,
    );
  }
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(stockOpnameItem)
      .where(where)
      .orderBy(
        sql`${HASIL_SQL}`,
        stockOpnameItem.kode_gudang,
        stockOpnameItem.kode_baki,
        stockOpnameItem.kode_barcode,
      )
      .offset(query.skip)
      .limit(query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(stockOpnameItem).where(where),
  ]);
  return { rows, count: Number(counted?.n ?? 0) };
}

export type OpnameTotals = Record<
  'diharapkan' | 'ditemukan' | 'hilang' | 'tidak_terduga',
  { jumlah: number; berat: number }
> & {
  selisih_berat: { jumlah: number; berat: number; selisih: number };
};

/** Pieces (stock units) and milligrams per result of one opname, in one pass. */
export async function resultTotals(tx: DbOrTx, id: number): Promise<OpnameTotals> {
  const i = stockOpnameItem;
  const sum = (what: typeof i.jumlah | typeof i.berat, when: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${what}) filter (where ${when}), 0)::bigint`;
  const expected = sql`${i.diharapkan}`;
  const found = sql`${i.diharapkan} and ${i.ditemukan}`;
  const missing = sql`${i.diharapkan} and not ${i.ditemukan}`;
  const unexpected = sql`not ${i.diharapkan}`;
  const weighed = sql`${i.diharapkan} and ${i.ditemukan} and ${i.berat_scan} is not null and ${i.berat_scan} <> ${i.berat}`;
  const [row] = await tx
    .select({
      dj: sum(i.jumlah, expected),
      db: sum(i.berat, expected),
      fj: sum(i.jumlah, found),
      fb: sum(i.berat, found),
      mj: sum(i.jumlah, missing),
      mb: sum(i.berat, missing),
      uj: sum(i.jumlah, unexpected),
      ub: sum(i.berat, unexpected),
      wj: sum(i.jumlah, weighed),
      wb: sum(i.berat, weighed),
      ws: sql<string>`coalesce(sum(${i.berat_scan} - ${i.berat}) filter (where ${weighed}), 0)::bigint`,
    })
    .from(i)
    .where(eq(i.stock_opname_id, id));
  const n = (value: string | undefined) => Number(value ?? 0);
  return {
    diharapkan: { jumlah: n(row?.dj), berat: n(row?.db) },
    ditemukan: { jumlah: n(row?.fj), berat: n(row?.fb) },
    hilang: { jumlah: n(row?.mj), berat: n(row?.mb) },
    tidak_terduga: { jumlah: n(row?.uj), berat: n(row?.ub) },
    selisih_berat: { jumlah: n(row?.wj), berat: n(row?.wb), selisih: n(row?.ws) },
  };
}

/** Expected and found pieces per tray (counts only), in tray order. */
export async function progressPerTray(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      kode_gudang: stockOpnameItem.kode_gudang,
      kode_baki: stockOpnameItem.kode_baki,
      diharapkan: sql<number>`count(*) filter (where ${stockOpnameItem.diharapkan})::int`,
      discan: sql<number>`count(*) filter (where ${stockOpnameItem.ditemukan})::int`,
    })
    .from(stockOpnameItem)
    .where(eq(stockOpnameItem.stock_opname_id, id))
    .groupBy(stockOpnameItem.kode_gudang, stockOpnameItem.kode_baki)
    .orderBy(stockOpnameItem.kode_gudang, stockOpnameItem.kode_baki);
  return rows.map((row) => ({ ...row, diharapkan: Number(row.diharapkan), discan: Number(row.discan) }));
}

/** The shop's oldest opname still open: the one the closing names. */
export async function firstOpenOpname(tx: DbOrTx, kodeToko: string): Promise<OpnameRow | undefined> {
  const [open] = await tx
    .select()
    .from(stockOpname)
    .where(and(eq(stockOpname.kode_toko, kodeToko), eq(stockOpname.status, 'OPEN')))
    .orderBy(stockOpname.id)
    .limit(1);
  return open;
}
