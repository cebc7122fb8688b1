import {
  badRequest,
  PENJUALAN_VISIT_COLUMNS,
  type PenjualanStagedLine,
  parseImportLine,
  penjualanImportLineSchema,
  penjualanStagedLine,
} from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { RefreshDays } from '../../counter/document-chart.ts';
import { rowsOf, type Tx } from '../../db/client.ts';
import { barang, penjualan, penjualanDetail } from '../../db/schema/index.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import { applyDocumentImport, type DocumentImportJob, type DocumentImportSpec } from './import-documents.ts';
import { type ImportHandler, stagedRows } from './import-handler.ts';

/**
 * Import Data type `penjualan` (SPEC §3 penjualan line, `truncate/penjualan`): the old
 * system's sales land in `penjualan` / `penjualan_detail` as history, without stock
 * movements, cash rows or points (decision 024).
 */

/** One record of the file checked and mapped; throws the field's Indonesian reason (the framework names the row). */
export function checkPenjualanRow(
  record: Readonly<Record<string, unknown>>,
  kodeToko: string,
  tglSystem?: string,
): PenjualanStagedLine {
  const line = parseImportLine(penjualanImportLineSchema, record);
  // Refused as it arrives; the write checks again under the closing's lock.
  if (tglSystem !== undefined && line.tgl_system > tglSystem) {
    throw badRequest(SERVER_TEXTS.importDokumen.tanggalSesudah(line.tgl_system, tglSystem));
  }
  return penjualanStagedLine(line, kodeToko);
}

/** A piece sold cannot be on a tray of this shop at the same time. */
async function soldPiecesNotInStock(tx: Tx, staged: SQL, kodeToko: string) {
  const [piece] = await rowsOf<{
    baris: number;
    kode_barcode: string;
    kode_gudang: string;
    kode_baki: string;
  }>(
    tx,
    sql`select t.baris, b.kode_barcode, b.kode_gudang, b.kode_baki
        from ${staged} t join ${barang} b on b.kode_barcode = (t.d).kode_barcode
        where b.kode_toko = ${kodeToko} and b.stock > 0
        order by t.baris limit 1`,
  );
  if (piece) {
    throw badRequest(
      SERVER_TEXTS.importDokumen.masihDiStok(
        piece.baris,
        piece.kode_barcode,
        piece.kode_gudang,
        piece.kode_baki,
      ),
    );
  }
}

export const penjualanImportSpec: Omit<DocumentImportSpec, 'refreshDays'> = {
  dokumen: 'penjualan',
  header: penjualan,
  lines: penjualanDetail,
  lineKey: 'no_faktur_jual',
  untouchedHeader: ['created_at', 'valid_by', 'valid_at'],
  visitColumns: Object.fromEntries(
    Object.entries(PENJUALAN_VISIT_COLUMNS).map(([field, column]) => [column, field]),
  ),
  // The visit's total and payments are its lines' (penjualanImportToRows, the same rule in memory).
  sums: {
    total: sql`sum((d).harga_jual)`,
    cash_rp: sql`sum((d).cash_rp)`,
    transfer_rp: sql`sum((d).transfer_rp)`,
    debet_rp: sql`sum((d).debet_rp)`,
    credit_rp: sql`sum((d).credit_rp)`,
    tukar_rp: sql`sum((d).tukar_rp)`,
  },
  forced: { header: { status_valid: 'DONE' }, lines: { status_kembali: 'OPEN' } },
  check: soldPiecesNotInStock,
};

/** Writes the job's staged penjualan lines in the caller's transaction, then the days' roll-ups. */
export function applyPenjualanImport(tx: Tx, job: DocumentImportJob, refreshDays: RefreshDays) {
  return applyDocumentImport(tx, { ...penjualanImportSpec, refreshDays }, job);
}

/** The penjualan import, rewriting the penjualan roll-ups of the days it touched. */
export function penjualanImportHandler(refreshDays: RefreshDays): ImportHandler {
  return {
    type: 'penjualan',
    checkRow: (record, ctx) => checkPenjualanRow(record, ctx.kodeToko, ctx.tglSystem),
    apply: (tx, job) =>
      applyPenjualanImport(
        tx,
        { kodeToko: job.kodeToko, tglSystem: job.tglSystem, staged: stagedRows(job) },
        refreshDays,
      ),
  };
}
