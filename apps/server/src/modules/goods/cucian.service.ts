import {
  type BarangQuery,
  type BuktiCucian,
  badRequest,
  barcodesPerluOtorisasi,
  type CucianHeader,
  type CucianWeights,
  conflict,
  cucianLineProblem,
  type cucianSchema,
  GUDANG_BELI,
  gramsToMilligrams,
  milligramsToGrams,
  notFound,
  otorisasiNeeded,
  susutOf,
  TEXTS,
  TOLERANSI_SUSUT_CUCIAN_KEY,
  toleransiSusutMg,
} from '@toko/shared';
import type { z } from 'zod';
import type { Actor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { inBusinessDay } from '../../counter/business-day.ts';
import type { OtorisasiPort, VerifiedOtorisasi } from '../../counter/otorisasi.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { barangRepository } from './barang.repository.ts';
import { STATUS_BELI } from './bought-pieces.ts';
import { type CucianDetailRow, cucianRepository } from './cucian.repository.ts';
import type { GoodsService } from './goods.service.ts';
import { goodsDocumentService } from './goods-documents.ts';
import { type BarangRow, lockScannedPieces } from './scanned-pieces.ts';
import { recordMovement } from './stock-ledger.ts';

type CucianInput = z.infer<typeof cucianSchema>;
type CucianItemInput = CucianInput['items'][number];

/** Who washes: the actor of the day, with the shop's settings (the loss tolerance). */
type Washer = Pick<Actor, 'kodeToko' | 'userId' | 'tglSystem' | 'paraSystem'>;

interface Deps {
  db: Db;
  goods: GoodsService;
  otorisasi: OtorisasiPort;
}

interface Line extends CucianWeights {
  item: CucianItemInput;
}

const mg = (grams: number) => gramsToMilligrams(grams.toFixed(3));

/** The lines in milligrams; a line washing can never give (nothing left, gold added) is refused first. */
function linesOf(input: CucianInput): Line[] {
  return input.items.map((item) => {
    const line = {
      item,
      kode_barcode: item.kode_barcode,
      sebelum: mg(item.berat_sebelum),
      sesudah: mg(item.berat_sesudah),
    };
    const problem = cucianLineProblem(line);
    if (problem) throw badRequest(problem);
    return line;
  });
}

/** A loss above tolerance needs a second user's consent, checked before any lock is taken. */
async function consentFor(
  deps: Deps,
  actor: Washer,
  input: CucianInput,
  perlu: readonly string[],
): Promise<VerifiedOtorisasi | undefined> {
  if (perlu.length === 0) return undefined;
  if (!input.otorisasi) throw otorisasiNeeded(TEXTS.sepuhan.perluOtorisasi);
  return deps.otorisasi.verify(actor, input.otorisasi);
}

/**
 * The pieces must still wait in gudang BELI, where and as heavy as the screen saw them:
 * a piece sorted, washed or moved meanwhile is scanned again.
 */
async function lockBeliPieces(tx: DbOrTx, actor: Washer, lines: readonly Line[]): Promise<BarangRow[]> {
  const rows = await lockScannedPieces(
    tx,
    actor.kodeToko,
    lines.map((line) => line.item),
    { leaving: false, status: STATUS_BELI },
  );
  rows.forEach((row, index) => {
    if (row.kode_gudang !== GUDANG_BELI)
      throw conflict(TEXTS.sepuhan.bukanBeli(row.kode_barcode, row.status));
    if (row.berat !== lines[index]?.sebelum) throw conflict(TEXTS.sepuhan.beratBerubah(row.kode_barcode));
  });
  return rows;
}

/** The piece weighs what is left; the loss is a `susut` movement where it lies. */
async function washPiece(tx: DbOrTx, actor: Washer, row: BarangRow, line: Line, noCucian: string) {
  await barangRepository.setWeight(tx, row.id, line.sesudah, actor.userId);
  const susut = susutOf(line);
  if (susut === 0) return;
  await recordMovement(tx, {
    kodeToko: actor.kodeToko,
    tanggal: actor.tglSystem,
    kodeBarcode: row.kode_barcode,
    kodeGudang: row.kode_gudang,
    kodeBaki: row.kode_baki,
    kolom: 'susut',
    stock: 0,
    berat: susut,
    noRef: noCucian,
    keterangan: 'CUCIAN',
    userId: actor.userId,
  });
}

function detailOf(noCucian: string, row: BarangRow, line: Line): CucianDetailRow {
  return {
    no_cucian: noCucian,
    kode_barcode: row.kode_barcode,
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    berat_sebelum: line.sebelum,
    berat_sesudah: line.sesudah,
    susut: susutOf(line),
  };
}

/** One transaction: the number, the consent (if needed), each piece's new weight and loss, the document. */
async function simpanBaru(deps: Deps, actor: Washer, input: CucianInput): Promise<string> {
  const toleransi = toleransiSusutMg(actor.paraSystem.get(TOLERANSI_SUSUT_CUCIAN_KEY));
  const lines = linesOf(input);
  const perlu = barcodesPerluOtorisasi(lines, toleransi);
  const consent = await consentFor(deps, actor, input, perlu);
  return inBusinessDay(deps.db, actor, async (tx) => {
    const rows = await lockBeliPieces(tx, actor, lines);
    const noCucian = await nextReceiptNumber(tx, actor.kodeToko, 'CC', actor.tglSystem);
    const otorisasiId = consent
      ? await deps.otorisasi.record(tx, consent, {
          jenis: 'SUSUT_CUCIAN',
          noRef: noCucian,
          tglSystem: actor.tglSystem,
          barcodes: perlu.slice(),
        })
      : null;
    const details = rows.map((row, index) => detailOf(noCucian, row, lines[index] as Line));
    for (const [index, row] of rows.entries())
      await washPiece(tx, actor, row, lines[index] as Line, noCucian);
    const sum = (pick: (detail: CucianDetailRow) => number) =>
      details.reduce((total, detail) => total + pick(detail), 0);
    await cucianRepository.insert(
      tx,
      {
        no_cucian: noCucian,
        kode_toko: actor.kodeToko,
        tgl_system: actor.tglSystem,
        keterangan: input.keterangan,
        jumlah: details.length,
        berat_sebelum: sum((detail) => detail.berat_sebelum),
        berat_sesudah: sum((detail) => detail.berat_sesudah),
        susut: sum((detail) => detail.susut),
        toleransi,
        otorisasi_id: otorisasiId,
        idempotency_key: input.idempotency_key,
        created_by: actor.userId,
      },
      details,
    );
    await recordAudit(tx, {
      kodeToko: actor.kodeToko,
      userId: actor.userId,
      action: 'CUCIAN',
      entity: 'cucian',
      entityId: noCucian,
      after: { details, otorisasi: consent?.diotorisasiOleh ?? null },
    });
    return noCucian;
  });
}

type HeaderRow = NonNullable<Awaited<ReturnType<typeof cucianRepository.header>>>;

function toHeader(row: HeaderRow): CucianHeader {
  const { doc } = row;
  return {
    no_cucian: doc.no_cucian,
    tgl_system: doc.tgl_system,
    keterangan: doc.keterangan,
    jumlah: doc.jumlah,
    berat_sebelum: milligramsToGrams(doc.berat_sebelum),
    berat_sesudah: milligramsToGrams(doc.berat_sesudah),
    susut: milligramsToGrams(doc.susut),
    toleransi: milligramsToGrams(doc.toleransi),
    otorisasi_oleh: row.otorisasi_oleh,
    alasan: row.alasan,
    created_by: doc.created_by,
    created_at: doc.created_at.toISOString(),
  };
}

/** What 'Bukti Cucian' prints, read back from the document. */
export async function buktiCucian(db: DbOrTx, kodeToko: string, noCucian: string): Promise<BuktiCucian> {
  const header = await cucianRepository.header(db, kodeToko, noCucian);
  if (!header) throw notFound(TEXTS.sepuhan.cucianTidakAda(noCucian));
  const lines = await cucianRepository.lines(db, noCucian);
  return {
    ...toHeader(header),
    items: lines.map(({ line, barang: piece }) => ({
      kode_barcode: line.kode_barcode,
      nama_barang: piece.nama_barang,
      kode_group: piece.kode_group,
      kode_dept: piece.kode_dept,
      kadar_cetak: piece.kadar_cetak,
      kode_gudang: line.kode_gudang,
      kode_baki: line.kode_baki,
      berat_sebelum: milligramsToGrams(line.berat_sebelum),
      berat_sesudah: milligramsToGrams(line.berat_sesudah),
      susut: milligramsToGrams(line.susut),
    })),
  };
}

/**
 * Cucian (DOMAIN.md §3): bought-back gold waiting in gudang BELI is weighed after washing;
 * the piece keeps what is left and the ledger books the loss (`susut`, milligrams). A loss
 * above TOLERANSI_SUSUT_CUCIAN on any piece needs otorisasi (SUSUT_CUCIAN).
 */
export function createCucianService(deps: Deps) {
  return {
    ...goodsDocumentService(deps.db, {
      repository: cucianRepository,
      bukti: buktiCucian,
      save: (actor: Washer, input: CucianInput) => simpanBaru(deps, actor, input),
      toHeader,
    }),

    /** The pieces waiting in gudang BELI, for the screen that picks instead of scanning. */
    menunggu: (kodeToko: string, query: Pick<BarangQuery, 'skip' | 'limit' | 'search'>) =>
      deps.goods.page(kodeToko, { ...query, kode_gudang: GUDANG_BELI, status: STATUS_BELI }),
  };
}

export type CucianService = ReturnType<typeof createCucianService>;
