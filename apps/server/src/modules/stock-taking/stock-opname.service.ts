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
import type { z } from 'zod';
import type { DayActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { assertBusinessDate } from '../../counter/business-day.ts';
import type { ClosingStep } from '../../counter/closing-pipeline.ts';
import type { OtorisasiPort, VerifiedOtorisasi } from '../../counter/otorisasi.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-error.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import {
  closeOpname,
  firstOpenOpname,
  freezeExpectedPieces,
  insertOpname,
  type OpnameItemRow,
  type OpnameRow,
  type OpnameTotals,
  openOpnameAt,
  opnameOf,
  opnamePage,
  progressPerTray,
  recordScan,
  resultPage,
  resultTotals,
  scannedCount,
  scannedPage,
} from './stock-opname.repository.ts';

export type JenisOpname = (typeof JENIS_OPNAME)[number];
type Mulai = z.infer<typeof mulaiOpnameSchema>;
type Batal = z.infer<typeof batalOpnameSchema>;
type Row = OpnameRow;
type ItemRow = OpnameItemRow;
const T = TEXTS.stockOpname;

/** The screen of each kind of opname: where the closing sends the user, and which menu serves it. */
export const OPNAME_PATH: Record<JenisOpname, string> = {
  BAKI: '/stock-opname',
  PENERIMAAN: '/stock-opname-penerimaan',
  GLOBAL: '/stock-opname-global',
};

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
    const row = await opnameOf(tx, kodeToko, jenis, id, lock);
    if (!row) throw notFound(T.tidakAda);
    return row;
  }

  return {
    tempatOf,

    async mulai(actor: DayActor, jenis: JenisOpname, input: Mulai): Promise<StockOpname> {
      if (input.jenis !== jenis) throw badRequest('Jenis Opname tidak valid');
      if (input.jenis === 'BAKI') {
        await masterData.activeTrayIn(actor.kodeToko, input.kode_gudang, input.kode_baki);
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
          const open = await openOpnameAt(tx, actor.kodeToko, kunci);
          if (open) throw conflict(T.sudahAdaOpen(tempatOf(place)));
          const noOpname = await nextReceiptNumber(tx, actor.kodeToko, 'SO', actor.tglSystem);
          const inserted = await insertOpname(tx, {
            ...place,
            no_opname: noOpname,
            kode_toko: actor.kodeToko,
            kunci,
            tgl_system: actor.tglSystem,
            created_by: actor.userId,
          });
          const expected = await freezeExpectedPieces(tx, inserted.id, actor.kodeToko, input);
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
      const row = await recordScan(db, {
        id,
        kodeToko: actor.kodeToko,
        jenis,
        kodeBarcode: input.kode_barcode,
        beratScan,
        userId: actor.userId,
      });
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
      const { rows, count } = await scannedPage(db, opname.id, query);
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
      const { rows, count } = await opnamePage(db, kodeToko, jenis, query);
      return { count, data: rows.map((r) => toOpname(r.row, r.discan)) };
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
        const saved = await closeOpname(tx, open.id, { status, selesaiBy: actor.userId, otorisasiId });
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
      const [items, total] = await Promise.all([
        resultPage(db, opname.id, query),
        resultTotals(db, opname.id),
      ]);
      return {
        opname: toOpname(opname, await scannedCount(db, opname.id)),
        total: gramsTotals(total),
        items: { count: items.count, data: items.rows.map(toHasilItem) },
      };
    },

    /** Expected and scanned pieces per tray (counts only): the global opname's progress. */
    async progress(kodeToko: string, jenis: JenisOpname, id: number): Promise<ProgressOpname> {
      const opname = await own(db, kodeToko, jenis, id);
      // A tray's progress would tell its scanner how many pieces it should hold.
      if (jenis === 'BAKI' && opname.status === 'OPEN') throw conflict(T.belumSelesai);
      return progressPerTray(db, opname.id);
    },

    closingStep(): ClosingStep {
      return {
        key: 'stock-opname',
        label: 'stock opname',
        check: async (ctx) => {
          const open = await firstOpenOpname(ctx.tx, ctx.kodeToko);
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

function gramsTotals(total: OpnameTotals): HasilStockOpname['total'] {
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
