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
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { closingLock, closingLog, toko } from '../../db/schema/index.ts';
import type { AccessService, AuthContext } from '../access/access.service.ts';
import type { ClosingContext, ClosingPipeline } from './closing-pipeline.ts';

/**
 * The shop's business date, read with a share lock. Every write stamped with
 * tgl_system takes it first in its transaction: a closing (which locks the shop
 * row for update) then waits for the write, or the write waits for the closing and
 * sees the new date — never a movement booked on a day already rolled forward.
 */
export async function lockBusinessDate(tx: DbOrTx, kodeToko: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ tgl_system: toko.tgl_system })
    .from(toko)
    .where(eq(toko.kode_toko, kodeToko))
    .for('share');
  return row?.tgl_system;
}

/** As lockBusinessDate, refusing when the day was closed since the caller's session read it. */
export async function assertBusinessDate(tx: DbOrTx, kodeToko: string, expected: string): Promise<void> {
  if ((await lockBusinessDate(tx, kodeToko)) !== expected) throw conflict(TEXTS.closedByOther);
}

/** A lock older than this was left by a process that died mid-closing. */
const STALE_LOCK_MS = 15 * 60_000;

export type ProgressListener = (progress: ClosedStoreProgress) => void;

export function createStoreClosingService(deps: {
  db: Db;
  pipeline: ClosingPipeline;
  access: AccessService;
  now: () => Date;
}) {
  const { db, pipeline, now } = deps;

  /** Takes the shop's closing lock, or refuses at once when another closing holds it. */
  async function acquireLock(kodeToko: string, userId: string): Promise<void> {
    await db
      .delete(closingLock)
      .where(
        and(
          eq(closingLock.kode_toko, kodeToko),
          lt(closingLock.started_at, new Date(now().getTime() - STALE_LOCK_MS)),
        ),
      );
    const inserted = await db
      .insert(closingLock)
      .values({ kode_toko: kodeToko, started_by: userId, started_at: now() })
      .onConflictDoNothing()
      .returning({ kode_toko: closingLock.kode_toko });
    if (inserted.length === 0) throw conflict(TEXTS.closingInProgress);
  }

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
      await acquireLock(auth.kodeToko, auth.userId);
      try {
        const steps = pipeline.steps;
        const checks = steps.filter((step) => step.check);
        const rollers = steps.filter((step) => step.rollForward);
        const total = checks.length + rollers.length + 2;
        let done = 0;
        const report = (message: string) => {
          done += 1;
          onProgress({ percentage: Math.min(100, Math.round((done / total) * 100)), message });
        };

        onProgress({ percentage: 0, message: 'Memulai proses tutup toko' });
        const result = await db.transaction(async (tx) => {
          // The row lock makes a closing that slipped past the lock table (a second process) wait, then see the new date.
          const [shop] = await tx
            .select({ tgl_system: toko.tgl_system })
            .from(toko)
            .where(eq(toko.kode_toko, auth.kodeToko))
            .for('update');
          if (!shop || shop.tgl_system !== auth.tglSystem) throw conflict(TEXTS.closingInProgress);

          const ctx: ClosingContext = {
            tx,
            kodeToko: auth.kodeToko,
            tglSystem: shop.tgl_system,
            tglSystemBaru: addDays(shop.tgl_system, 1),
            userId: auth.userId,
            summary: {},
          };

          const blockers: ClosingBlocker[] = [];
          for (const step of checks) {
            const blocker = await step.check?.(ctx);
            if (blocker) blockers.push(blocker);
            report(`Memeriksa ${step.label}`);
          }
          if (blockers.length > 0) {
            const message = `Toko belum dapat ditutup: ${blockers.map((blocker) => blocker.message).join('; ')}`;
            throw new AppError(422, message, { blockers });
          }

          for (const step of rollers) {
            await step.rollForward?.(ctx);
            report(step.label);
          }

          await tx
            .update(toko)
            .set({ tgl_system: ctx.tglSystemBaru })
            .where(eq(toko.kode_toko, auth.kodeToko));
          await tx.insert(closingLog).values({
            kode_toko: auth.kodeToko,
            tgl_system: ctx.tglSystem,
            tgl_system_baru: ctx.tglSystemBaru,
            closed_by: auth.userId,
            steps: steps.length,
            summary: JSON.stringify(ctx.summary),
          });
          report(`Tanggal system menjadi ${ctx.tglSystemBaru}`);

          await deps.access.revokeShopSessionsIn(tx, auth.kodeToko);
          report('Mengakhiri sesi pengguna toko');
          return ctx;
        });

        onProgress({ percentage: 100, message: TEXTS.storeClosed });
        return {
          message: TEXTS.storeClosed,
          tgl_system: result.tglSystemBaru,
          tgl_system_sebelumnya: result.tglSystem,
        };
      } finally {
        await db.delete(closingLock).where(eq(closingLock.kode_toko, auth.kodeToko));
      }
    },

    /** Number of closed days of a shop: tests and the EOD report read the log. */
    async countClosings(kodeToko: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(closingLog)
        .where(eq(closingLog.kode_toko, kodeToko));
      return row?.count ?? 0;
    },
  };
}

export type StoreClosingService = ReturnType<typeof createStoreClosingService>;
