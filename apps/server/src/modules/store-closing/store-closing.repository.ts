import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { closingLog, toko } from '../../db/schema/index.ts';

/**
 * The closing lock of a shop across processes: a transaction-scoped advisory lock, so
 * it ends with the closing's transaction or its connection — a process killed in the
 * middle of a closing leaves nothing behind, and the shop can be closed again at once.
 */
export async function tryClosingLock(tx: Tx, kodeToko: string): Promise<boolean> {
  // Both drivers answer raw SQL as `{ rows }`.
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext(${`tutup-toko:${kodeToko}`})) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

/** The business date being closed, its shop row locked for update until the closing ends. */
export async function lockedDayToClose(tx: Tx, kodeToko: string): Promise<string | undefined> {
  const [shop] = await tx
    .select({ tgl_system: toko.tgl_system })
    .from(toko)
    .where(eq(toko.kode_toko, kodeToko))
    .for('update');
  return shop?.tgl_system;
}

export async function moveBusinessDate(tx: Tx, kodeToko: string, tglSystemBaru: string): Promise<void> {
  await tx.update(toko).set({ tgl_system: tglSystemBaru }).where(eq(toko.kode_toko, kodeToko));
}

export async function logClosing(
  tx: Tx,
  entry: {
    kodeToko: string;
    tglSystem: string;
    tglSystemBaru: string;
    closedBy: string;
    steps: number;
    summary: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(closingLog).values({
    kode_toko: entry.kodeToko,
    tgl_system: entry.tglSystem,
    tgl_system_baru: entry.tglSystemBaru,
    closed_by: entry.closedBy,
    steps: entry.steps,
    summary: JSON.stringify(entry.summary),
  });
}

export async function countClosings(db: DbOrTx, kodeToko: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(closingLog)
    .where(eq(closingLog.kode_toko, kodeToko));
  return row?.count ?? 0;
}
