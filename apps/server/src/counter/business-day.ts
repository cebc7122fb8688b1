import { conflict, TEXTS } from '@toko/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { toko } from '../db/schema/index.ts';
import type { DayActor } from './actor.ts';

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

/** A transaction of the shop's business day: refused when the day was closed meanwhile. */
export function inBusinessDay<T>(db: Db, actor: DayActor, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
    return work(tx);
  });
}
