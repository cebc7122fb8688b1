import { conflict, notFound, TEXTS } from '@toko/shared';
import { eq } from 'drizzle-orm';
import { BuiltOnce, Values } from '../db/built-once.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { paraSystem, toko } from '../db/schema/index.ts';
import type { DayActor } from './actor.ts';

/** Taken by every write of the business day: built once, prepared on each connection. */
const dateLock = new BuiltOnce();

/**
 * The shop's business date, read with a share lock. Every write stamped with
 * tgl_system takes it first in its transaction: a closing (which locks the shop
 * row for update) then waits for the write, or the write waits for the closing and
 * sees the new date — never a movement booked on a day already rolled forward.
 */
export async function lockBusinessDate(tx: DbOrTx, kodeToko: string): Promise<string | undefined> {
  const values = new Values();
  const shop = values.one('toko', kodeToko);
  const [row] = await dateLock.run<{ tgl_system: string }>(tx, 'tanggal', values, () => {
    const fields = { tgl_system: toko.tgl_system };
    return { statement: tx.select(fields).from(toko).where(eq(toko.kode_toko, shop)).for('share'), fields };
  });
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

/**
 * The shop's business date and its Setting System values as they stand now, without a
 * lock: for a figure shown as of the shop's day (a loan's interest so far).
 */
export async function shopDayOf(
  tx: DbOrTx,
  kodeToko: string,
): Promise<{ tglSystem: string; settings: ReadonlyMap<string, string> }> {
  const [shop] = await tx.select({ tgl: toko.tgl_system }).from(toko).where(eq(toko.kode_toko, kodeToko));
  if (!shop) throw notFound(`Toko ${kodeToko} tidak ditemukan`);
  const values = await tx.select().from(paraSystem).where(eq(paraSystem.kode_toko, kodeToko));
  return { tglSystem: shop.tgl, settings: new Map(values.map((row) => [row.key, row.value])) };
}
