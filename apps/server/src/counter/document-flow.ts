import { badRequest, conflict, notFound, type OtorisasiJenis } from '@toko/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import type { DayActor } from './actor.ts';
import { recordAudit, recordAuditEach } from './audit.ts';
import { inBusinessDay } from './business-day.ts';
import { type ClosingStep, unvalidatedCheck } from './closing-pipeline.ts';
import type { DocumentRepository, HeaderRow, LineRow } from './document-repository.ts';
import {
  type OtorisasiInput,
  type OtorisasiPort,
  type VerifiedOtorisasi,
  withOtorisasi,
} from './otorisasi.ts';

/**
 * The validation gate: the documents are locked in number order, each must exist and wait
 * for validation, `apply` makes them take effect, then they are marked DONE by the
 * validating user and audited, all in one transaction of the business day.
 */
export async function validateDocuments<H extends HeaderRow, L extends LineRow>(
  db: Db,
  repository: DocumentRepository<H, L>,
  actor: DayActor,
  nos: readonly string[],
  options: {
    /** Why this document cannot be validated, or undefined when it can. */
    refusal: (header: H) => Error | undefined;
    apply: (tx: DbOrTx, headers: H[]) => Promise<void>;
    audit: { action: string; entity: string };
  },
): Promise<{ jumlah: number }> {
  const { tables } = repository;
  await inBusinessDay(db, actor, async (tx) => {
    const headers = await repository.lockHeaders(tx, actor.kodeToko, nos);
    for (const no of nos) {
      const header = headers.find((row) => repository.noOf(row) === no);
      if (!header) throw notFound(`${tables.label} ${no} tidak ditemukan`);
      const refusal = options.refusal(header);
      if (refusal) throw refusal;
    }
    await options.apply(tx, headers);
    await tx
      .update(tables.header)
      .set({ status_valid: 'DONE', valid_by: actor.userId, valid_at: new Date() })
      .where(inArray(tables.keys.no, [...nos]));
    await recordAuditEach(
      tx,
      {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: options.audit.action,
        entity: options.audit.entity,
      },
      nos,
    );
  });
  return { jumlah: nos.length };
}

/**
 * Same-day cancel of one line (DOMAIN.md §4): the line and its header are locked; only a
 * standing line of a validated document of today may go.
 */
export async function lockLineForCancel<H extends HeaderRow, L extends LineRow>(
  tx: DbOrTx,
  repository: DocumentRepository<H, L>,
  actor: DayActor,
  lineNo: string,
): Promise<{ line: L; header: H }> {
  const { label } = repository.tables;
  const found = await repository.lockLine(tx, actor.kodeToko, lineNo);
  if (!found) throw notFound(`${label} ${lineNo} tidak ditemukan`);
  if (found.line.status === 'CANC') throw conflict(`${label} ${lineNo} sudah dibatalkan`);
  const lower = label.toLowerCase();
  if (found.header.status_valid !== 'DONE') {
    throw badRequest(`Hanya ${lower} yang sudah divalidasi yang dapat dibatalkan`);
  }
  if (found.header.tgl_system !== actor.tglSystem) {
    throw badRequest(`Hanya ${lower} hari ini yang dapat dibatalkan`);
  }
  return found;
}

/**
 * Batal of one line of a validated document of today, with otorisasi: the consent is
 * stored for the line's barcode, `undo` reverses what the line did (stock, money,
 * points), the line is marked CANC and the cancellation audited. Answers the document's
 * number.
 */
export async function cancelLine<H extends HeaderRow, L extends LineRow>(
  deps: { db: Db; otorisasi: OtorisasiPort },
  repository: DocumentRepository<H, L>,
  actor: DayActor,
  input: { lineNo: string; otorisasi: OtorisasiInput },
  options: {
    jenis: OtorisasiJenis;
    barcodeOf: (line: L) => string;
    undo: (
      tx: DbOrTx,
      found: { line: L; header: H; verified: VerifiedOtorisasi; otorisasiId: number },
    ) => Promise<void>;
    audit: { action: string; entity: string };
  },
): Promise<string> {
  return withOtorisasi(deps.db, deps.otorisasi, actor, input.otorisasi, async (tx, verified) => {
    const { line, header } = await lockLineForCancel(tx, repository, actor, input.lineNo);
    const otorisasiId = await deps.otorisasi.record(tx, verified, {
      jenis: options.jenis,
      noRef: input.lineNo,
      tglSystem: actor.tglSystem,
      barcodes: [options.barcodeOf(line)],
    });
    await options.undo(tx, { line, header, verified, otorisasiId });
    await repository.cancelLine(tx, input.lineNo, otorisasiId);
    await recordAudit(tx, {
      kodeToko: actor.kodeToko,
      userId: actor.userId,
      action: options.audit.action,
      entity: options.audit.entity,
      entityId: input.lineNo,
      after: { otorisasi: verified.diotorisasiOleh, alasan: verified.alasan },
    });
    return repository.noOf(header);
  });
}

/** Tutup Toko's check of one document: refused while any of the shop's is still waiting. */
export function waitingDocumentsCheck<H extends HeaderRow, L extends LineRow>(
  repository: DocumentRepository<H, L>,
  options: {
    key: string;
    /** The status of a document still standing (a cancelled one waits for nothing). */
    standing: string;
    message: (nos: readonly string[], jumlah: number) => string;
    path: string;
  },
): ClosingStep {
  const { tables } = repository;
  return unvalidatedCheck({
    key: options.key,
    table: tables.header,
    number: tables.keys.no,
    waiting: (kodeToko) =>
      and(
        eq(tables.header.kode_toko, kodeToko),
        eq(tables.header.status_valid, 'OPEN'),
        eq(tables.header.status, options.standing),
      ),
    message: options.message,
    path: options.path,
  });
}
