import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  IMPORT_MAX_ROWS,
  type ImportJob,
  type ImportPart,
  type ImportType,
  notFound,
  onlyImportTypeOf,
  TEXTS,
} from '@toko/shared';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../counter/audit.ts';
import { lockBusinessDate } from '../../counter/business-day.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { Metrics } from '../../plugins/metrics.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import { type ImportJobRow, dataImportRepository as repo, toImportJob } from './data-import.repository.ts';
import type { ImportContext, ImportHandlers } from './import-handler.ts';

export type {
  ImportContext,
  ImportCounts,
  ImportHandler,
  ImportJobContext,
} from './import-handler.ts';
export { ImportHandlers } from './import-handler.ts';

const T = SERVER_TEXTS.dataImport;
type JobRow = ImportJobRow;

/**
 * A job untouched this long is no longer being sent or written by anyone: the page sends
 * parts back to back (each well inside SPEC §9's 5 s) and a live apply holds its job's lock.
 */
export const IMPORT_IDLE_MS = 60_000;

/**
 * Import Data (decision 024): receives a file in parts, checks and stages each row, and
 * writes the whole file in one background transaction per job, serialised per shop and
 * type. Each type's rules are an ImportHandler in the registry.
 */
export function createDataImportService(deps: {
  db: Db;
  handlers: ImportHandlers;
  log: FastifyBaseLogger;
  /** Imports finished or failed, and their rows (the metrics). */
  metrics?: Pick<Metrics, 'importFinished'>;
}) {
  const { db, handlers, log } = deps;
  /** Applies running in this process, by job: the close waits for them, the sweep skips them. */
  const running = new Map<string, Promise<void>>();

  function handlerOf(type: ImportType) {
    const handler = handlers.get(type);
    if (!handler) throw badRequest(TEXTS.dataTools.gagalImport);
    return handler;
  }

  /** Checks every row of a part before anything is written; the first bad row names itself. */
  function checkRows(
    type: ImportType,
    ctx: ImportContext,
    barisAwal: number,
    rows: readonly Readonly<Record<string, unknown>>[],
  ): { checked: unknown[] } | { error: string } {
    const handler = handlerOf(type);
    const checked: unknown[] = [];
    for (const [index, row] of rows.entries()) {
      try {
        checked.push(handler.checkRow(row, ctx));
      } catch (error) {
        if (error instanceof AppError) return { error: T.baris(barisAwal + index, error.message) };
        throw error;
      }
    }
    return { checked };
  }

  async function audit(tx: DbOrTx, job: JobRow, action: string, after: object) {
    await recordAudit(tx, {
      kodeToko: job.kode_toko,
      userId: job.user_id,
      action,
      entity: 'import_data',
      entityId: job.id,
      after: { type: job.type, baris: job.baris_diterima, ...after },
    });
  }

  /** Writes every staged row of a PROSES job in one transaction: SELESAI with counts, or GAGAL and nothing. */
  async function apply(job: JobRow): Promise<void> {
    const handler = handlerOf(job.type as ImportType);
    try {
      const finished = await db.transaction(async (tx) => {
        await repo.lockJob(tx, job.id);
        const current = await repo.find(tx, job.id, { lock: true });
        if (current?.status !== 'PROSES') return false;
        // One import of a type at a time per shop: two files of the same masters would race on their keys.
        await repo.lockShopImports(tx, job.kode_toko, job.type);
        const tglSystem = await lockBusinessDate(tx, job.kode_toko);
        if (!tglSystem) throw badRequest(T.tidakDitemukan);
        const counts = await handler.apply(tx, {
          importId: job.id,
          kodeToko: job.kode_toko,
          userId: job.user_id,
          type: job.type as ImportType,
          tglSystem,
          barisTotal: job.baris_total,
        });
        await repo.finish(tx, job.id, {
          status: 'SELESAI',
          message: TEXTS.dataTools.berhasilImport,
          ...counts,
        });
        await audit(tx, current, 'IMPORT', counts);
        return true;
      });
      if (finished) deps.metrics?.importFinished(job.type, 'SELESAI', job.baris_total ?? job.baris_diterima);
    } catch (error) {
      if (!(error instanceof AppError)) log.error({ err: error, importId: job.id }, 'import gagal');
      const message = error instanceof AppError ? error.message : T.gagal;
      await db.transaction(async (tx) => {
        if (await repo.failIfStill(tx, job.id, 'PROSES', message)) {
          await audit(tx, job, 'IMPORT GAGAL', { message });
          deps.metrics?.importFinished(job.type, 'GAGAL', 0);
        }
      });
    }
  }

  function startApply(job: JobRow): void {
    const done = apply(job)
      .catch((error: unknown) => log.error({ err: error, importId: job.id }, 'import tidak dapat ditandai'))
      .finally(() => running.delete(job.id));
    running.set(job.id, done);
  }

  /**
   * Marks GAGAL every open job nobody is sending or writing: idle past IMPORT_IDLE_MS and,
   * for PROSES, its lock free (no process is applying it) — a crash, or a page closed
   * mid-upload. Runs at start and whenever a new file is opened; returns how many.
   */
  async function failAbandoned(): Promise<number> {
    let failed = 0;
    for (const job of await repo.open(db)) {
      if (running.has(job.id) || Date.now() - job.updated_at.getTime() < IMPORT_IDLE_MS) continue;
      const done = await db.transaction(async (tx) => {
        if (job.status === 'PROSES') {
          if (!(await repo.tryLockJob(tx, job.id))) return false;
        }
        if (!(await repo.failIfStill(tx, job.id, job.status as 'UNGGAH' | 'PROSES', T.terhenti)))
          return false;
        await audit(tx, job, 'IMPORT GAGAL', { message: T.terhenti });
        return true;
      });
      if (done) failed += 1;
    }
    return failed;
  }

  return {
    /**
     * One part of a file (decision 024). The first part (no import_id) opens a job; the
     * part's rows are checked before anything is written and a bad one fails the whole
     * job, naming its file row; the last part (`selesai`) starts the write and answers PROSES.
     */
    async receive(
      auth: AuthContext,
      type: ImportType,
      part: ImportPart,
      rows: readonly Readonly<Record<string, unknown>>[],
    ): Promise<ImportJob> {
      const only = onlyImportTypeOf(auth.kodeToko);
      if (only && type !== only) throw forbidden(TEXTS.dataTools.hanyaPenjualan(auth.kodeToko));
      const ctx: ImportContext = {
        kodeToko: auth.kodeToko,
        userId: auth.userId,
        tglSystem: auth.tglSystem,
        type,
        paraSystem: auth.paraSystem,
      };
      const result = checkRows(type, ctx, part.baris_awal, rows);
      if (!part.import_id) await failAbandoned();

      const outcome = await db.transaction(async (tx): Promise<{ job: JobRow; error?: string }> => {
        let job: JobRow;
        if (!part.import_id) {
          job = await repo.create(tx, {
            kodeToko: auth.kodeToko,
            userId: auth.userId,
            type,
            barisTotal: part.baris_total ?? null,
            barisAwal: part.baris_awal,
          });
        } else {
          const found = await repo.find(tx, part.import_id, { lock: true });
          // Another shop's or another user's job is not there for this caller.
          if (!found || found.kode_toko !== auth.kodeToko || found.user_id !== auth.userId) {
            throw notFound(T.tidakDitemukan);
          }
          if (found.status !== 'UNGGAH') throw conflict(T.sudahSelesai);
          if (found.type !== type) throw badRequest(T.bukanTypeIni(found.type));
          if (part.baris_awal !== found.baris_berikut) throw conflict(T.tidakBerurutan(found.baris_berikut));
          job = found;
        }
        const fail = async (message: string) => {
          const failed = await repo.finish(tx, job.id, { status: 'GAGAL', message });
          await audit(tx, job, 'IMPORT GAGAL', { message });
          return { job: failed ?? job, error: message };
        };
        if ('error' in result) return fail(result.error);
        const total = job.baris_diterima + result.checked.length;
        if (total > IMPORT_MAX_ROWS) return fail(T.fileTerlaluBesar(IMPORT_MAX_ROWS));
        if (part.selesai && total === 0) return fail(T.kosong);
        await repo.stage(tx, job.id, part.baris_awal, result.checked);
        const updated = await repo.received(
          tx,
          job.id,
          part.baris_awal + result.checked.length,
          result.checked.length,
          part.selesai ? 'PROSES' : 'UNGGAH',
        );
        return { job: updated };
      });

      if (outcome.error !== undefined) {
        throw new AppError(400, outcome.error, { import_id: outcome.job.id, status: outcome.job.status });
      }
      if (outcome.job.status === 'PROSES') startApply(outcome.job);
      return toImportJob(outcome.job);
    },

    /** The job as the page polls it: any user of its shop may read it. */
    async job(kodeToko: string, id: string): Promise<ImportJob> {
      let job = await repo.find(db, id);
      if (!job || job.kode_toko !== kodeToko) throw notFound(T.tidakDitemukan);
      // A page polling a job whose writer died must not wait for the next start to hear it.
      const open = job.status === 'UNGGAH' || job.status === 'PROSES';
      if (open && Date.now() - job.updated_at.getTime() >= IMPORT_IDLE_MS && (await failAbandoned()) > 0) {
        job = (await repo.find(db, id)) ?? job;
      }
      return toImportJob(job);
    },

    failAbandoned,

    /** Waits for the writes running in this process (the server's close). */
    async drain(): Promise<void> {
      await Promise.all(running.values());
    },
  };
}

export type DataImportService = ReturnType<typeof createDataImportService>;
