import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authEpoch, paraSystem, sessions, toko, userMenu, users } from '../../db/schema/index.ts';

/** Why a session ended (sessions.revoked_reason). */
export type SessionEnd = 'LOGOUT' | 'TUTUP_TOKO' | 'USER';

export async function findUserForLogin(db: DbOrTx, kodeToko: string, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      user_id: users.user_id,
      password_hash: users.password_hash,
      status_aktif: users.status_aktif,
    })
    .from(users)
    .where(and(eq(users.kode_toko, kodeToko), eq(users.user_id, userId)));
  return row;
}

export async function findShop(db: DbOrTx, kodeToko: string) {
  const [row] = await db.select().from(toko).where(eq(toko.kode_toko, kodeToko));
  return row;
}

export function listActiveShops(db: DbOrTx) {
  return db
    .select({ kode_toko: toko.kode_toko, nama_toko: toko.nama_toko })
    .from(toko)
    .where(eq(toko.status_aktif, true))
    .orderBy(toko.kode_toko);
}

export async function insertSession(
  db: DbOrTx,
  values: {
    token_hash: string;
    user_ref: number;
    kode_toko: string;
    expires_at: Date;
    ip: string;
    user_agent: string;
  },
) {
  await db.insert(sessions).values(values);
  await db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, values.user_ref));
}

/**
 * The live session behind a token hash, with its user, its shop and the shop's auth
 * epoch, in one query: the epoch is read in the same snapshot as what it vouches for.
 */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      session_id: sessions.id,
      expires_at: sessions.expires_at,
      epoch: sql<number>`coalesce(${authEpoch.epoch}, 0)::int8`.mapWith(Number),
      user_ref: users.id,
      user_id: users.user_id,
      user_name: users.user_name,
      level: users.level,
      must_change_password: users.must_change_password,
      kode_toko: toko.kode_toko,
      nama_toko: toko.nama_toko,
      tgl_system: toko.tgl_system,
      time_zone: toko.time_zone,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_ref))
    .innerJoin(toko, eq(toko.kode_toko, sessions.kode_toko))
    .leftJoin(authEpoch, eq(authEpoch.kode_toko, sessions.kode_toko))
    .where(
      and(
        eq(sessions.token_hash, tokenHash),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        eq(users.status_aktif, true),
      ),
    );
  return row;
}

export async function listGrants(db: DbOrTx, userRef: number): Promise<string[]> {
  const rows = await db
    .select({ key: userMenu.menu_key })
    .from(userMenu)
    .where(eq(userMenu.user_ref, userRef));
  return rows.map((row) => row.key);
}

export function listParaSystem(db: DbOrTx, kodeToko: string) {
  return db.select().from(paraSystem).where(eq(paraSystem.kode_toko, kodeToko)).orderBy(paraSystem.key);
}

export async function findSessionEnd(db: DbOrTx, tokenHash: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ reason: sessions.revoked_reason })
    .from(sessions)
    .where(eq(sessions.token_hash, tokenHash));
  return row?.reason;
}

export async function revokeSession(db: DbOrTx, sessionId: number, reason: SessionEnd) {
  await db
    .update(sessions)
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

export async function revokeShopSessions(db: DbOrTx, kodeToko: string) {
  await db
    .update(sessions)
    .set({ revoked_at: new Date(), revoked_reason: 'TUTUP_TOKO' satisfies SessionEnd })
    .where(and(eq(sessions.kode_toko, kodeToko), isNull(sessions.revoked_at)));
}

export async function findPasswordHash(db: DbOrTx, userRef: number) {
  const [row] = await db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, userRef));
  return row?.password_hash;
}

export async function updatePassword(db: DbOrTx, userRef: number, passwordHash: string) {
  await db
    .update(users)
    .set({ password_hash: passwordHash, must_change_password: false })
    .where(eq(users.id, userRef));
}
