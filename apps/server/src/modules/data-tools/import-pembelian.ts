import {
  badRequest,
  PEMBELIAN_IMPORT_HEADER_FIELDS,
  type PembelianStagedLine,
  parseImportLine,
  pembelianImportLineSchema,
  pembelianStagedLine,
} from '@toko/shared';
import { sql } from 'drizzle-orm';
import type { RefreshDays } from '../../counter/document-chart.ts';
import type { Tx } from '../../db/client.ts';
import { pembelian, pembelianDetail } from '../../db/schema/index.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import { applyDocumentImport, type DocumentImportJob, type DocumentImportSpec } from './import-documents.ts';
import { type ImportHandler, stagedRows } from './import-handler.ts';

/**
 * Import Data type `pembelian` (SPEC §3 pembelian line, `pembelian/truncate`): the old
 * system's buybacks land in `pembelian` / `pembelian_detail` as history, without stock
 * movements or cash rows (decision 024).
 */

/** One record of the file checked and mapped; throws the field's Indonesian reason (the framework names the row). */
export function checkPembelianRow(
  record: Readonly<Record<string, unknown>>,
  kodeToko: string,
  tglSystem?: string,
): PembelianStagedLine {
  const line = parseImportLine(pembelianImportLineSchema, record);
  // Refused as it arrives; the write checks again under the closing's lock.
  if (tglSystem !== undefined && line.tgl_system > tglSystem) {
    throw badRequest(SERVER_TEXTS.importDokumen.tanggalSesudah(line.tgl_system, tglSystem));
  }
  return pembelianStagedLine(line, kodeToko);
}

export const pembelianImportSpec: Omit<DocumentImportSpec, 'refreshDays'> = {
  dokumen: 'pembelian',
  header: pembelian,
  lines: pembelianDetail,
  lineKey: 'no_faktur_beli',
  untouchedHeader: ['created_at', 'valid_by', 'valid_at'],
  // The file's visit fields are the columns' own names.
  visitColumns: Object.fromEntries(PEMBELIAN_IMPORT_HEADER_FIELDS.map((field) => [field, field])),
  extra: sql`(s.data->'bayar'->>'cash_rp')::bigint as bayar_cash,
    (s.data->'bayar'->>'transfer_rp')::bigint as bayar_transfer`,
  // cash + transfer = total holds per line, so it holds for the visit (check pembelian_bayar).
  sums: {
    total: sql`sum((d).harga)`,
    cash_rp: sql`sum(bayar_cash)`,
    transfer_rp: sql`sum(bayar_transfer)`,
  },
  forced: { header: { status_valid: 'DONE' }, lines: {} },
};

/** Writes the job's staged pembelian lines in the caller's transaction, then the days' roll-ups. */
export function applyPembelianImport(tx: Tx, job: DocumentImportJob, refreshDays: RefreshDays) {
  return applyDocumentImport(tx, { ...pembelianImportSpec, refreshDays }, job);
}

/** The pembelian import, rewriting the pembelian roll-ups of the days it touched. */
export function pembelianImportHandler(refreshDays: RefreshDays): ImportHandler {
  return {
    type: 'pembelian',
    checkRow: (record, ctx) => checkPembelianRow(record, ctx.kodeToko, ctx.tglSystem),
    apply: (tx, job) =>
      applyPembelianImport(
        tx,
        { kodeToko: job.kodeToko, tglSystem: job.tglSystem, staged: stagedRows(job) },
        refreshDays,
      ),
  };
}
