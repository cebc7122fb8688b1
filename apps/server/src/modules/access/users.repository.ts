import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, sessions, userMenu, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

const listColumns = {
  id: users.id,
  user_id: users.user_id,
  user_name: users.user_name,
  level: users.level,
  status_aktif: users.status_aktif,
  must_change_password: users.must_change_password,
  last_login_at: users.last_login_at,
  created_at: users.created_at,
  created_by: users.created_by,
};

export async function pageUsers(
  db: DbOrTx,
  kodeToko: string,
  query: { skip: number; limit: number; search?: string },
) {
  const search = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    eq(users.kode_toko, kodeToko),
    search
      ? or(ilike(users.user_id, search), ilike(users.user_name, search), ilike(users.level, search))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.user_id))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export function listUsers(db: DbOrTx, kodeToko: string) {
  return db.select(listColumns).from(users).where(eq(users.kode_toko, kodeToko)).orderBy(asc(users.user_id));
}

export async function findUser(db: DbOrTx, kodeToko: string, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(users)
    .where(and(eq(users.kode_toko, kodeToko), eq(users.id, id)));
  return row;
}

export async function findUserByUserId(db: DbOrTx, kodeToko: string, userId: string) {
  const [row] = await db
    .select(listColumns)
    .from(users)
    .where(and(eq(users.kode_toko, kodeToko), eq(users.user_id, userId)));
  return row;
}

export async function insertUser(
  db: DbOrTx,
  values: {
    kode_toko: string;
    user_id: string;
    user_name: string;
    level: string;
    password_hash: string;
    created_by: string;
  },
) {
  const [row] = await db
    .insert(users)
    .values({ ...values, must_change_password: true })
    .returning({ id: users.id });
  return row?.id;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<{
    user_name: string;
    level: string;
    status_aktif: boolean;
    password_hash: string;
    must_change_password: boolean;
  }>,
) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Active owners of the shop other than this user: the last one must stay. */
export async function countOtherActiveOwners(
  db: DbOrTx,
  kodeToko: string,
  exceptId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.kode_toko, kodeToko),
        eq(users.level, 'OWN'),
        eq(users.status_aktif, true),
        ne(users.id, exceptId),
      ),
    );
  return row?.n ?? 0;
}

export async function revokeUserSessions(db: DbOrTx, userRef: number) {
  await db
    .update(sessions)
    .set({ revoked_at: new Date(), revoked_reason: 'USER' })
    .where(and(eq(sessions.user_ref, userRef), isNull(sessions.revoked_at)));
}

export async function listGrants(db: DbOrTx, userRef: number): Promise<string[]> {
  const rows = await db
    .select({ key: userMenu.menu_key })
    .from(userMenu)
    .where(eq(userMenu.user_ref, userRef))
    .orderBy(asc(userMenu.menu_key));
  return rows.map((row) => row.key);
}

export async function replaceGrants(db: DbOrTx, userRef: number, keys: readonly string[], grantedBy: string) {
  await db.delete(userMenu).where(eq(userMenu.user_ref, userRef));
  if (keys.length > 0) {
    await db
      .insert(userMenu)
      .values(keys.map((menu_key) => ({ user_ref: userRef, menu_key, granted_by: grantedBy })));
  }
}

export async function pageAuditLog(
  db: DbOrTx,
  kodeToko: string,
  query: { skip: number; limit: number; search?: string },
) {
  const search = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    eq(auditLog.kode_toko, kodeToko),
    search
      ? or(
          ilike(auditLog.user_id, search),
          ilike(auditLog.entity, search),
          ilike(auditLog.entity_id, search),
          ilike(auditLog.action, search),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(sql`${auditLog.created_at} desc, ${auditLog.id} desc`)
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
