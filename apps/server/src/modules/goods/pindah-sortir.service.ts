import {
  type BuktiPindahSortir,
  badRequest,
  conflict,
  GUDANG_BELI,
  milligramsToGrams,
  notFound,
  type PindahSortirHeader,
  pindahSortirProblem,
  type pindahSortirSchema,
  STATUS_TUJUAN_SORTIR,
  TEXTS,
  TUJUAN_SORTIR,
  type TujuanSortir,
  tujuanSortirOf,
} from '@toko/shared';
import type { z } from 'zod';
import type { DayActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { inBusinessDay } from '../../counter/business-day.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { goodsDocumentService } from './goods-documents.ts';
import { movePiece } from './pindah-barang.service.ts';
import {
  type PindahSortirDetailRow,
  type PindahSortirRow,
  pindahSortirRepository,
} from './pindah-sortir.repository.ts';
import { type BarangRow, dokumenLine, lockScannedPieces, totalBerat } from './scanned-pieces.ts';

type PindahSortirInput = z.infer<typeof pindahSortirSchema>;

interface Deps {
  db: Db;
  masterData: MasterDataService;
}

/** Sorted pieces stand at one of the destinations, each with its own status. */
const SORTED_STATUSES = TUJUAN_SORTIR.map((tujuan) => STATUS_TUJUAN_SORTIR[tujuan]);

/**
 * The pieces must still stand where the screen saw them, each at a sorting destination
 * other than the one they go to. A piece sold, sent or melted meanwhile is scanned again.
 */
async function lockSortedPieces(tx: DbOrTx, actor: DayActor, input: PindahSortirInput): Promise<BarangRow[]> {
  const rows = await lockScannedPieces(tx, actor.kodeToko, input.items, {
    leaving: false,
    status: SORTED_STATUSES,
  });
  for (const row of rows) {
    const problem = pindahSortirProblem(row, input.tujuan_sortir);
    if (!problem) continue;
    throw tujuanSortirOf(row) ? badRequest(problem) : conflict(problem);
  }
  return rows;
}

function detailOf(noPindah: string, row: BarangRow): PindahSortirDetailRow {
  return {
    no_pindah: noPindah,
    kode_barcode: row.kode_barcode,
    tujuan_asal: tujuanSortirOf(row) as TujuanSortir,
    kode_gudang_asal: row.kode_gudang,
    kode_baki_asal: row.kode_baki,
    stock: row.stock,
    berat: row.berat,
  };
}

/** One transaction: the number, each piece's `out` and `in` and new destination, the document. */
async function simpanBaru(deps: Deps, actor: DayActor, input: PindahSortirInput): Promise<string> {
  // Bought-back gold waits in gudang BELI until sorted; sorted gold never goes back there.
  if (input.kode_gudang_tujuan === GUDANG_BELI) throw badRequest(TEXTS.sepuhan.tujuanBeli);
  await deps.masterData.activeTrayIn(actor.kodeToko, input.kode_gudang_tujuan, input.kode_baki_tujuan);
  return inBusinessDay(deps.db, actor, async (tx) => {
    const rows = await lockSortedPieces(tx, actor, input);
    const noPindah = await nextReceiptNumber(tx, actor.kodeToko, 'PT', actor.tglSystem);
    // The origin is read before the move changes the rows.
    const details = rows.map((row) => detailOf(noPindah, row));
    for (const row of rows) await movePiece(tx, actor, row, input, noPindah, input.tujuan_sortir);
    await pindahSortirRepository.insert(
      tx,
      {
        no_pindah: noPindah,
        kode_toko: actor.kodeToko,
        tgl_system: actor.tglSystem,
        tujuan_sortir: input.tujuan_sortir,
        kode_gudang_tujuan: input.kode_gudang_tujuan,
        kode_baki_tujuan: input.kode_baki_tujuan,
        keterangan: input.keterangan,
        jumlah: rows.reduce((sum, row) => sum + row.stock, 0),
        berat: totalBerat(rows),
        idempotency_key: input.idempotency_key,
        created_by: actor.userId,
      },
      details,
    );
    await recordAudit(tx, {
      kodeToko: actor.kodeToko,
      userId: actor.userId,
      action: 'PINDAH_SORTIR',
      entity: 'barang',
      entityId: noPindah,
      after: { details, tujuan_sortir: input.tujuan_sortir },
    });
    return noPindah;
  });
}

function toHeader(doc: PindahSortirRow): PindahSortirHeader {
  return {
    no_pindah: doc.no_pindah,
    tgl_system: doc.tgl_system,
    tujuan_sortir: doc.tujuan_sortir,
    kode_gudang_tujuan: doc.kode_gudang_tujuan,
    kode_baki_tujuan: doc.kode_baki_tujuan,
    keterangan: doc.keterangan,
    jumlah: doc.jumlah,
    berat: milligramsToGrams(doc.berat),
    created_by: doc.created_by,
    created_at: doc.created_at.toISOString(),
  };
}

/** What 'Bukti Pindah Sortir' prints: each piece where it left from, with the destination it had. */
export async function buktiPindahSortir(
  db: DbOrTx,
  kodeToko: string,
  noPindah: string,
): Promise<BuktiPindahSortir> {
  const header = await pindahSortirRepository.header(db, kodeToko, noPindah);
  if (!header) throw notFound(TEXTS.sepuhan.pindahSortirTidakAda(noPindah));
  const lines = await pindahSortirRepository.lines(db, noPindah);
  return {
    ...toHeader(header),
    items: lines.map(({ line, barang: piece }) => ({
      ...dokumenLine(piece, {
        kode_gudang: line.kode_gudang_asal,
        kode_baki: line.kode_baki_asal,
        stock: line.stock,
        berat: line.berat,
      }),
      tujuan_asal: line.tujuan_asal,
    })),
  };
}

/**
 * Pindah Sortir (DOMAIN.md §3): sorted goods change destination, e.g. a piece that did not
 * sell goes to be re-plated, a re-plated piece goes back on sale, a piece not worth it goes
 * to be melted. `out` at the old tray, `in` at the new one, under one PT receipt.
 */
export function createPindahSortirService(deps: Deps) {
  return goodsDocumentService(deps.db, {
    repository: pindahSortirRepository,
    bukti: buktiPindahSortir,
    save: (actor: DayActor, input: PindahSortirInput) => simpanBaru(deps, actor, input),
    toHeader,
  });
}

export type PindahSortirService = ReturnType<typeof createPindahSortirService>;
