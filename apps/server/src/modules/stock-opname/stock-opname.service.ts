import {
  badRequest,
  type batalOpnameSchema,
  conflict,
  gramsToMilligrams,
  type HasilOpname,
  type HasilStockOpname,
  hasilOpname,
  type JENIS_OPNAME,
  milligramsToGrams,
  type mulaiOpnameSchema,
  notFound,
  type opnameItemQuerySchema,
  type opnameListQuerySchema,
  type PageResult,
  type ProgressOpname,
  type ScanOpnameResult,
  type StockOpname,
  type scanOpnameSchema,
  selisihBerat,
  TEXTS,
} from '@toko/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DayActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { assertBusinessDate } from '../../counter/business-day.ts';
import type { ClosingStep } from '../../counter/closing-pipeline.ts';
import type { OtorisasiPort, VerifiedOtorisasi } from '../../counter/otorisasi.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-error.ts';
import { stockOpname, stockOpnameItem } from '../../db/schema/index.ts';
import { activeTrayIn } from '../goods/goods.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';

export type JenisOpname = (typeof JENIS_OPNAME)[number];
type Mulai = z.infer<typeof mulaiOpnameSchema>;
type Batal = z.infer<typeof batalOpnameSchema>;
type Row = typeof stockOpname.$inferSelect;
type ItemRow = typeof stockOpnameItem.$inferSelect;
const T = TEXTS.stockOpname;

/** The screen of each kind of opname: where the closing sends the user, and which menu serves it. */
export const OPNAME_PATH: Record<JenisOpname, string> = {
  BAKI: '/stock-opname',
  PENERIMAAN: '/stock-opname-penerimaan',
  GLOBAL: '/stock-opname-global',
};

/** A user's search text as an ILIKE pattern, its wildcards taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function tempatOf(row: Pick<Row, 'jenis' | 'kode_gudang' | 'kode_baki' | 'no_dokumen'>): string {
  if (row.jenis === 'GLOBAL') return T.tempatGlobal;
  if (row.jenis === 'PENERIMAAN') return T.tempatDokumen(row.no_dokumen ?? '');
  return T.tempatBaki(row.kode_gudang ?? '', row.kode_baki ?? '');
}

function toOpname(row: Row, discan: number): StockOpname {
  return {
    id: row.id,
    no_opname: row.no_opname,
    jenis: row.jenis as JenisOpname,
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    no_dokumen: row.no_dokumen,
    tgl_system: row.tgl_system,
    status: row.status as StockOpname['status'],
    discan,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    selesai_at: row.selesai_at?.toISOString() ?? null,
  };
}

/** The SQL twin of `hasilOpname` (shared), so a result page can filter and page on the server. */
const HASIL_SQL = sql`case
  when not ${stockOpnameItem.diharapkan} then 'TIDAK_TERDUGA'
  when not ${stockOpnameItem.ditemukan} then 'HILANG'
  when ${stockOpnameItem.berat_scan} is not null and ${stockOpnameItem.berat_scan} <> ${stockOpnameItem.berat} then 'SELISIH_BERAT'
  else 'DITEMUKAN' end`;

/**
 * Stock opname (DOMAIN.md §6, decision 023): the pieces a tray, a received document or
 * the whole shop should hold are frozen at the start; each scan is one upsert on
 * (opname, barcode); finishing stores the result. Nothing here changes stock.
 */
export function createStockOpnameService(deps: {
  db: Db;
  masterData: MasterDataService;
  otorisasi: OtorisasiPort;
}) {
  const { db, masterData, otorisasi } = deps;

  async function own(tx: DbOrTx, kodeToko: string, jenis: JenisOpname, id: number, lock = false) {
    const query = tx
      .select()
      .from(stockOpname)
      .where(and(eq(stockOpname.kode_toko, kodeToko), eq(stockOpname.id, id), eq(stockOpname.jenis, jenis)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(T.tidakAda);
    return row;
  }

  async function scannedCount(tx: DbOrTx, id: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(stockOpnameItem)
      .where(and(eq(stockOpnameItem.stock_opname_id, id), eq(stockOpnameItem.ditemukan, true)));
    return Number(row?.n ?? 0);
  }

  /** Copies the expected pieces in one statement: what the place holds now, in stock and on sale. */
  async function freeze(tx: DbOrTx, id: number, kodeToko: string, input: Mulai): Promise<number> {
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

  return {
    tempatOf,

    async mulai(actor: DayActor, jenis: JenisOpname, input: Mulai): Promise<StockOpname> {
      if (input.jenis !== jenis) throw badRequest('Jenis Opname tidak valid');
      if (input.jenis === 'BAKI') {
        await activeTrayIn(masterData, actor.kodeToko, input.kode_gudang, input.kode_baki);
      }
      const kunci =
        input.jenis === 'BAKI'
          ? `BAKI:${input.kode_gudang}/${input.kode_baki}`
          : input.jenis === 'PENERIMAAN'
            ? `DOK:${input.no_dokumen}`
            : 'GLOBAL';
      const place = {
        jenis: input.jenis,
        kode_gudang: input.jenis === 'BAKI' ? input.kode_gudang : null,
        kode_baki: input.jenis === 'BAKI' ? input.kode_baki : null,
        no_dokumen: input.jenis === 'PENERIMAAN' ? input.no_dokumen : null,
      };
      try {
        const row = await db.transaction(async (tx) => {
          await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
          const [open] = await tx
            .select({ id: stockOpname.id })
            .from(stockOpname)
            .where(
              and(
                eq(stockOpname.kode_toko, actor.kodeToko),
                eq(stockOpname.kunci, kunci),
                eq(stockOpname.status, 'OPEN'),
              ),
            );
          if (open) throw conflict(T.sudahAdaOpen(tempatOf(place)));
          const noOpname = await nextReceiptNumber(tx, actor.kodeToko, 'SO', actor.tglSystem);
          const [inserted] = await tx
            .insert(stockOpname)
            .values({
              ...place,
              no_opname: noOpname,
              kode_toko: actor.kodeToko,
              kunci,
              tgl_system: actor.tglSystem,
              created_by: actor.userId,
            })
            .returning();
          if (!inserted) throw new Error('stock opname tidak tersimpan');
          const expected = await freeze(tx, inserted.id, actor.kodeToko, input);
          if (expected === 0 && input.jenis === 'PENERIMAAN') {
            throw badRequest(T.dokumenTidakAda(input.no_dokumen));
          }
          await recordAudit(tx, {
            kodeToko: actor.kodeToko,
            userId: actor.userId,
            action: 'MULAI_STOCK_OPNAME',
            entity: 'stock_opname',
            entityId: noOpname,
            after: { ...place, diharapkan: expected },
          });
          return inserted;
        });
        return toOpname(row, 0);
      } catch (error) {
        // Two starts of the same place at the same instant: the partial unique index lets one through.
        if (pgErrorCode(error) === '23505') throw conflict(T.sudahAdaOpen(tempatOf(place)));
        throw error;
      }
    },

    /**
     * One scan, one statement: an upsert on (opname, barcode) that only an open opname of
     * this shop accepts. A barcode scanned again keeps its first scan (it counts once) and
     * takes a new scale reading when one is given.
     */
    async scan(actor: DayActor, jenis: JenisOpname, id: number, input: z.infer<typeof scanOpnameSchema>) {
      const beratScan =
        input.berat_timbang === null || input.berat_timbang === undefined
          ? null
          : gramsToMilligrams(input.berat_timbang.toFixed(3));
      const result = await db.execute(sql`
        insert into stock_opname_item as i
          (stock_opname_id, kode_barcode, diharapkan, kode_gudang, kode_baki, nama_barang, kode_group,
           jumlah, berat, ditemukan, berat_scan, scan_at, scan_by)
        select o.id, b.kode_barcode, false, b.kode_gudang, b.kode_baki, b.nama_barang, b.kode_group,
           b.stock, b.berat, true, ${beratScan}::int, now(), ${actor.userId}
        from stock_opname o join barang b on b.kode_barcode = ${input.kode_barcode} and b.kode_toko = o.kode_toko
        where o.id = ${id} and o.kode_toko = ${actor.kodeToko} and o.jenis = ${jenis} and o.status = 'OPEN'
        on conflict (stock_opname_id, kode_barcode) do update set
          ditemukan = true,
          berat_scan = coalesce(excluded.berat_scan, i.berat_scan),
          scan_at = coalesce(i.scan_at, excluded.scan_at),
          scan_by = coalesce(i.scan_by, excluded.scan_by)
        returning i.kode_barcode, i.nama_barang, i.kode_gudang, i.kode_baki, i.diharapkan, i.berat_scan,
          i.scan_at, (i.scan_at <> now()) as sudah_discan`);
      const [row] = rowsOf<{
        kode_barcode: string;
        nama_barang: string;
        kode_gudang: string;
        kode_baki: string;
        diharapkan: boolean;
        berat_scan: number | null;
        scan_at: Date | string;
        sudah_discan: boolean;
      }>(result);
      if (!row) {
        // The rare path: say why nothing was written.
        const opname = await own(db, actor.kodeToko, jenis, id);
        if (opname.status !== 'OPEN') throw conflict(T.sudahSelesai(opname.no_opname));
        throw notFound(T.barcodeTidakAda(input.kode_barcode));
      }
      return {
        kode_barcode: row.kode_barcode,
        nama_barang: row.nama_barang,
        kode_gudang: row.kode_gudang,
        kode_baki: row.kode_baki,
        terdaftar: row.diharapkan,
        berat_scan: row.berat_scan === null ? null : milligramsToGrams(Number(row.berat_scan)),
        scan_at: new Date(row.scan_at).toISOString(),
        sudah_discan: row.sudah_discan,
      } satisfies ScanOpnameResult;
    },

    /** What was scanned so far, newest first: the scan page's own rows, paged. */
    async scanned(
      kodeToko: string,
      jenis: JenisOpname,
      id: number,
      query: { skip: number; limit: number },
    ): Promise<PageResult<ScanOpnameResult>> {
      const opname = await own(db, kodeToko, jenis, id);
      const where = and(eq(stockOpnameItem.stock_opname_id, opname.id), eq(stockOpnameItem.ditemukan, true));
      const [rows, count] = await Promise.all([
        db
          .select()
          .from(stockOpnameItem)
          .where(where)
          .orderBy(desc(stockOpnameItem.scan_at), desc(stockOpnameItem.id))
          .offset(query.skip)
          .limit(query.limit),
        scannedCount(db, opname.id),
      ]);
      return {
        count,
        data: rows.map((row) => ({
          kode_barcode: row.kode_barcode,
          nama_barang: row.nama_barang,
          kode_gudang: row.kode_gudang,
          kode_baki: row.kode_baki,
          terdaftar: row.diharapkan,
          berat_scan: row.berat_scan === null ? null : milligramsToGrams(row.berat_scan),
          scan_at: row.scan_at?.toISOString() ?? '',
          sudah_discan: false,
        })),
      };
    },

    async get(kodeToko: string, jenis: JenisOpname, id: number): Promise<StockOpname> {
      const row = await own(db, kodeToko, jenis, id);
      return toOpname(row, await scannedCount(db, row.id));
    },

    async list(
      kodeToko: string,
      jenis: JenisOpname,
      query: z.infer<typeof opnameListQuerySchema>,
    ): Promise<PageResult<StockOpname>> {
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
      return { count: Number(total?.n ?? 0), data: rows.map((r) => toOpname(r.row, Number(r.discan))) };
    },

    async selesai(actor: DayActor, jenis: JenisOpname, id: number): Promise<StockOpname> {
      return this.tutup(actor, jenis, id, 'SELESAI');
    },

    /**
     * Cancels an open opname (BATAL) with a supervisor's otorisasi (decision 023): a
     * cancelled count hides whatever it found, so one clerk alone may not throw it away.
     * The password is checked before the row is locked; the consent is stored with it.
     */
    async batal(actor: DayActor, jenis: JenisOpname, id: number, input: Batal) {
      const verified = await otorisasi.verify(actor, input.otorisasi);
      return this.tutup(actor, jenis, id, 'BATAL', verified);
    },

    /**
     * Ends an opname: SELESAI keeps the result, BATAL abandons it (only through `batal`,
     * with its consent). Neither changes stock.
     */
    async tutup(
      actor: DayActor,
      jenis: JenisOpname,
      id: number,
      status: 'SELESAI' | 'BATAL',
      consent?: VerifiedOtorisasi,
    ) {
      if (status === 'BATAL' && !consent) throw badRequest(T.batalPerluOtorisasi);
      const row = await db.transaction(async (tx) => {
        const open = await own(tx, actor.kodeToko, jenis, id, true);
        if (open.status !== 'OPEN') {
          throw conflict(
            status === 'BATAL'
              ? T.tidakDapatDibatalkan(open.no_opname, open.status)
              : T.sudahSelesai(open.no_opname),
          );
        }
        const otorisasiId = consent
          ? await otorisasi.record(tx, consent, {
              jenis: 'BATAL_STOCK_OPNAME',
              noRef: open.no_opname,
              tglSystem: actor.tglSystem,
            })
          : null;
        const [saved] = await tx
          .update(stockOpname)
          .set({ status, selesai_at: new Date(), selesai_by: actor.userId, otorisasi_id: otorisasiId })
          .where(eq(stockOpname.id, open.id))
          .returning();
        if (!saved) throw notFound(T.tidakAda);
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: status === 'SELESAI' ? 'SELESAI_STOCK_OPNAME' : 'BATAL_STOCK_OPNAME',
          entity: 'stock_opname',
          entityId: saved.no_opname,
          ...(consent ? { after: { otorisasi: consent.diotorisasiOleh, alasan: consent.alasan } } : {}),
        });
        return saved;
      });
      return toOpname(row, await scannedCount(db, row.id));
    },

    /** The result of a finished opname: totals and its pieces, paged and filtered by result. */
    async hasil(
      kodeToko: string,
      jenis: JenisOpname,
      id: number,
      query: z.infer<typeof opnameItemQuerySchema>,
    ): Promise<HasilStockOpname> {
      const opname = await own(db, kodeToko, jenis, id);
      if (opname.status !== 'SELESAI') throw conflict(T.belumSelesai);
      const filters = [eq(stockOpnameItem.stock_opname_id, opname.id)];
      if (query.hasil) filters.push(sql`${HASIL_SQL} = ${query.hasil}`);
      if (query.search) {
        const like = likePattern(query.search);
        filters.push(
          sql`(${stockOpnameItem.kode_barcode} ilike ${like} or ${stockOpnameItem.nama_barang} ilike ${like})`,
        );
      }
      const where = and(...filters);
      const [rows, [counted], total] = await Promise.all([
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
        totals(db, opname.id),
      ]);
      return {
        opname: toOpname(opname, await scannedCount(db, opname.id)),
        total: gramsTotals(total),
        items: { count: Number(counted?.n ?? 0), data: rows.map(toHasilItem) },
      };
    },

    /** Expected and scanned pieces per tray (counts only): the global opname's progress. */
    async progress(kodeToko: string, jenis: JenisOpname, id: number): Promise<ProgressOpname> {
      const opname = await own(db, kodeToko, jenis, id);
      // A tray's progress would tell its scanner how many pieces it should hold.
      if (jenis === 'BAKI' && opname.status === 'OPEN') throw conflict(T.belumSelesai);
      const rows = await db
        .select({
          kode_gudang: stockOpnameItem.kode_gudang,
          kode_baki: stockOpnameItem.kode_baki,
          diharapkan: sql<number>`count(*) filter (where ${stockOpnameItem.diharapkan})::int`,
          discan: sql<number>`count(*) filter (where ${stockOpnameItem.ditemukan})::int`,
        })
        .from(stockOpnameItem)
        .where(eq(stockOpnameItem.stock_opname_id, opname.id))
        .groupBy(stockOpnameItem.kode_gudang, stockOpnameItem.kode_baki)
        .orderBy(stockOpnameItem.kode_gudang, stockOpnameItem.kode_baki);
      return rows.map((row) => ({ ...row, diharapkan: Number(row.diharapkan), discan: Number(row.discan) }));
    },

    closingStep(): ClosingStep {
      return {
        key: 'stock-opname',
        label: 'stock opname',
        check: async (ctx) => {
          const [open] = await ctx.tx
            .select()
            .from(stockOpname)
            .where(and(eq(stockOpname.kode_toko, ctx.kodeToko), eq(stockOpname.status, 'OPEN')))
            .orderBy(stockOpname.id)
            .limit(1);
          return open
            ? {
                message: T.masihOpen(open.no_opname, tempatOf(open)),
                path: OPNAME_PATH[open.jenis as JenisOpname],
              }
            : null;
        },
      };
    },
  };
}

type Totals = Record<
  'diharapkan' | 'ditemukan' | 'hilang' | 'tidak_terduga',
  { jumlah: number; berat: number }
> & {
  selisih_berat: { jumlah: number; berat: number; selisih: number };
};

/** Pieces (stock units) and milligrams per result of one opname, in one pass. */
export async function totals(tx: DbOrTx, id: number): Promise<Totals> {
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

function gramsTotals(total: Totals): HasilStockOpname['total'] {
  const g = (part: { jumlah: number; berat: number }) => ({
    jumlah: part.jumlah,
    berat: milligramsToGrams(part.berat),
  });
  return {
    diharapkan: g(total.diharapkan),
    ditemukan: g(total.ditemukan),
    hilang: g(total.hilang),
    tidak_terduga: g(total.tidak_terduga),
    selisih_berat: { ...g(total.selisih_berat), selisih: milligramsToGrams(total.selisih_berat.selisih) },
  };
}

export function toHasilItem(row: ItemRow) {
  const selisih = selisihBerat(row);
  return {
    kode_barcode: row.kode_barcode,
    nama_barang: row.nama_barang,
    kode_group: row.kode_group,
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    jumlah: row.jumlah,
    berat: milligramsToGrams(row.berat),
    berat_scan: row.berat_scan === null ? null : milligramsToGrams(row.berat_scan),
    selisih: selisih === null ? null : milligramsToGrams(selisih),
    hasil: hasilOpname(row) satisfies HasilOpname,
  };
}

export type StockOpnameService = ReturnType<typeof createStockOpnameService>;
