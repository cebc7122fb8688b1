import { badRequest, conflict, notFound, type OtorisasiJenis, type otorisasiSchema } from '@toko/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-error.ts';
import type { OtorisasiService, VerifiedOtorisasi } from '../access/otorisasi.service.ts';
import { recordAudit, recordAuditEach } from '../audit/audit.service.ts';
import type { CashService } from '../cash/cash.service.ts';
import type { GoodsService } from '../goods/goods.service.ts';
import type { HargaEmasService } from '../harga-emas/harga-emas.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import type { MembersService } from '../members/members.service.ts';
import {
  assertBusinessDate,
  type ClosingStep,
  unvalidatedCheck,
} from '../store-closing/store-closing.service.ts';
import type { DocumentRepository, HeaderRow, LineRow } from './document-repository.ts';

type OtorisasiInput = z.infer<typeof otorisasiSchema>;

/** Who acts on a counter document: the shop, the user and the shop's business day. */
export interface DocumentActor {
  kodeToko: string;
  userId: string;
  tglSystem: string;
}

/** A transaction of the shop's business day: refused when the day was closed meanwhile. */
export function inBusinessDay<T>(db: Db, actor: DocumentActor, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
    return work(tx);
  });
}

/**
 * Saves a document once per idempotency key: a retry answers the document already made,
 * and the same key racing itself answers the first save. Another unique clash (a piece
 * taken by another counter) is the document's own to explain.
 */
export async function saveOnce<D>(options: {
  /** The number of the document this key already made, if any. */
  noByKey: () => Promise<string | undefined>;
  doc: (no: string) => Promise<D>;
  save: () => Promise<D>;
  otherClash?: () => Error;
}): Promise<D> {
  const find = async () => {
    const no = await options.noByKey();
    return no ? options.doc(no) : undefined;
  };
  const existing = await find();
  if (existing) return existing;
  try {
    return await options.save();
  } catch (error) {
    if (pgErrorCode(error) !== '23505') throw error;
    const raced = await find();
    if (raced) return raced;
    throw options.otherClash ? options.otherClash() : error;
  }
}

/**
 * The validation gate: the documents are locked in number order, each must exist and wait
 * for validation, `apply` makes them take effect, then they are marked DONE by the
 * validating user and audited, all in one transaction of the business day.
 */
export async function validateDocuments<H extends HeaderRow, L extends LineRow>(
  db: Db,
  repository: DocumentRepository<H, L>,
  actor: DocumentActor,
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
 * A change of a document that needs a second user's consent: the password is checked
 * (slow) before any lock is taken, then `work` runs in a transaction of the business day.
 */
export async function withOtorisasi<T>(
  db: Db,
  otorisasi: OtorisasiService,
  actor: DocumentActor,
  input: OtorisasiInput,
  work: (tx: DbOrTx, verified: VerifiedOtorisasi) => Promise<T>,
): Promise<T> {
  const verified = await otorisasi.verify(actor, input);
  return inBusinessDay(db, actor, (tx) => work(tx, verified));
}

/**
 * Same-day cancel of one line (DOMAIN.md §4): the line and its header are locked; only a
 * standing line of a validated document of today may go.
 */
export async function lockLineForCancel<H extends HeaderRow, L extends LineRow>(
  tx: DbOrTx,
  repository: DocumentRepository<H, L>,
  actor: DocumentActor,
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
  deps: { db: Db; otorisasi: OtorisasiService },
  repository: DocumentRepository<H, L>,
  actor: DocumentActor,
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
    standing: SQL;
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
      and(eq(tables.header.kode_toko, kodeToko), eq(tables.header.status_valid, 'OPEN'), options.standing),
    message: options.message,
    path: options.path,
  });
}

/** What every counter document's service works with. */
export interface CounterDeps {
  db: Db;
  masterData: MasterDataService;
  goods: GoodsService;
  hargaEmas: HargaEmasService;
  otorisasi: OtorisasiService;
  members: MembersService;
  /** The cash book's one writer: payments booked, refunds by the method paid. */
  cash: CashService;
}
