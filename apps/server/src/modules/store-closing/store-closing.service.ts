import {
  AppError,
  addDays,
  type ClosedStoreProgress,
  type CloseStoreResponse,
  type ClosingBlocker,
  conflict,
  TEXTS,
  unprocessable,
} from '@toko/shared';
import type { ClosingContext, ClosingPipeline, ClosingStep } from '../../counter/closing-pipeline.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { Metrics } from '../../plugins/metrics.ts';
import type { AccessService } from '../access/access.service.ts';
import {
  countClosings,
  lockedDayToClose,
  logClosing,
  moveBusinessDate,
  tryClosingLock,
} from './store-closing.repository.ts';

export type ProgressListener = (progress: ClosedStoreProgress) => void;

/** Reports each finished step as a share of all of them (checks, roll-forwards, the date, the sessions). */
function progressReporter(steps: readonly ClosingStep[], onProgress: ProgressListener) {
  const total =
    steps.filter((step) => step.check).length + steps.filter((step) => step.rollForward).length + 2;
  let done = 0;
  return (message: string) => {
    done += 1;
    onProgress({ percentage: Math.min(100, Math.round((done / total) * 100)), message });
  };
}

/**
 * Takes the shop's closing lock and its row. Another process closing it holds the
 * advisory lock: refused at once, not queued; a closing that came after another finished
 * finds the date moved and is refused too.
 */
async function lockShopDay(tx: Tx, auth: AuthContext): Promise<ClosingContext> {
  if (!(await tryClosingLock(tx, auth.kodeToko))) throw conflict(TEXTS.closingInProgress);
  const tglSystem = await lockedDayToClose(tx, auth.kodeToko);
  if (!tglSystem || tglSystem !== auth.tglSystem) throw conflict(TEXTS.closingInProgress);
  return {
    tx,
    kodeToko: auth.kodeToko,
    tglSystem,
    tglSystemBaru: addDays(tglSystem, 1),
    userId: auth.userId,
    summary: {},
  };
}

/** Every area's check; the day stays open with all their blockers listed when any refuses. */
async function runChecks(
  ctx: ClosingContext,
  steps: readonly ClosingStep[],
  report: (message: string) => void,
) {
  const blockers: ClosingBlocker[] = [];
  for (const step of steps.filter((each) => each.check)) {
    const blocker = await step.check?.(ctx);
    if (blocker) blockers.push(blocker);
    report(`Memeriksa ${step.label}`);
  }
  if (blockers.length > 0) {
    const message = `Toko belum dapat ditutup: ${blockers.map((blocker) => blocker.message).join('; ')}`;
    throw new AppError(422, message, { blockers });
  }
}

/** The date moves one day and the closing is logged with what the steps summed up. */
async function moveToNextDay(ctx: ClosingContext, steps: number) {
  await moveBusinessDate(ctx.tx, ctx.kodeToko, ctx.tglSystemBaru);
  await logClosing(ctx.tx, {
    kodeToko: ctx.kodeToko,
    tglSystem: ctx.tglSystem,
    tglSystemBaru: ctx.tglSystemBaru,
    closedBy: ctx.userId,
    steps,
    summary: ctx.summary,
  });
}

export function createStoreClosingService(deps: {
  db: Db;
  pipeline: ClosingPipeline;
  access: AccessService;
  /** Closings and how long they took (the metrics). */
  metrics?: Pick<Metrics, 'closing'>;
}) {
  const { db, pipeline } = deps;
  /**
   * Shops this process is closing. PGlite runs one transaction at a time, so a second
   * closing would queue behind the first and then close the next day too; this set
   * refuses it at once. It lives in memory: it dies with the process.
   */
  const closing = new Set<string>();

  return {
    /**
     * Closes the caller's shop day: checks of every area, then their roll-forward
     * steps, then the date moves one day and every session of the shop ends. All
     * in one transaction: a failing step leaves the day open and unchanged.
     */
    async closeStore(
      auth: AuthContext,
      onProgress: ProgressListener = () => {},
    ): Promise<CloseStoreResponse> {
      if (auth.tglSystem > auth.today) {
        throw unprocessable(
          `Toko sudah ditutup untuk hari ini. Tanggal system ${auth.tglSystem} belum boleh ditutup sebelum tanggalnya tiba.`,
        );
      }
      if (closing.has(auth.kodeToko)) throw conflict(TEXTS.closingInProgress);
      closing.add(auth.kodeToko);
      const started = performance.now();
      const took = () => (performance.now() - started) / 1000;
      try {
        const report = progressReporter(pipeline.steps, onProgress);
        onProgress({ percentage: 0, message: 'Memulai proses tutup toko' });
        const result = await db.transaction(async (tx) => {
          const ctx = await lockShopDay(tx, auth);
          await runChecks(ctx, pipeline.steps, report);
          for (const step of pipeline.steps.filter((each) => each.rollForward)) {
            await step.rollForward?.(ctx);
            report(step.label);
          }
          await moveToNextDay(ctx, pipeline.steps.length);
          report(`Tanggal system menjadi ${ctx.tglSystemBaru}`);
          await deps.access.revokeShopSessionsIn(tx, auth.kodeToko);
          report('Mengakhiri sesi pengguna toko');
          return ctx;
        });
        onProgress({ percentage: 100, message: TEXTS.storeClosed });
        deps.metrics?.closing('selesai', took());
        return {
          message: TEXTS.storeClosed,
          tgl_system: result.tglSystemBaru,
          tgl_system_sebelumnya: result.tglSystem,
        };
      } catch (error) {
        deps.metrics?.closing('ditolak', took());
        throw error;
      } finally {
        closing.delete(auth.kodeToko);
      }
    },

    /** Number of closed days of a shop: tests and the EOD report read the log. */
    countClosings: (kodeToko: string): Promise<number> => countClosings(db, kodeToko),
  };
}

export type StoreClosingService = ReturnType<typeof createStoreClosingService>;
