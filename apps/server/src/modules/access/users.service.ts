import {
  type AuditLogItem,
  badRequest,
  conflict,
  type createUserSchema,
  forbidden,
  hasFullAccess,
  levelRank,
  notFound,
  type PageQuery,
  type PageResult,
  type UserListItem,
} from '@toko/shared';
import type { z } from 'zod';
import { recordAudit } from '../../counter/audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import { hashPassword } from './password.ts';
import * as repo from './users.repository.ts';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>;

function toItem(row: UserRow): UserListItem {
  return {
    ...row,
    last_login_at: row.last_login_at ? row.last_login_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Staff accounts of a shop. Only OWN, SU and MU manage them, never above their
 * own level, and a shop always keeps one active owner.
 */
export function createUsersService(deps: { db: Db }) {
  const { db } = deps;

  function assertManager(auth: AuthContext) {
    if (!hasFullAccess(auth.level)) throw forbidden(SERVER_TEXTS.user.onlyFullAccess);
  }

  function assertLevelAllowed(auth: AuthContext, level: string) {
    if (levelRank(level) > levelRank(auth.level)) throw forbidden(SERVER_TEXTS.user.aboveOwnLevel);
  }

  async function loadTarget(tx: DbOrTx, auth: AuthContext, id: number): Promise<UserRow> {
    const row = await repo.findUser(tx, auth.kodeToko, id);
    if (!row) throw notFound(SERVER_TEXTS.user.notFound);
    if (levelRank(row.level) > levelRank(auth.level)) throw forbidden(SERVER_TEXTS.user.higherUser);
    return row;
  }

  return {
    async page(auth: AuthContext, query: PageQuery): Promise<PageResult<UserListItem>> {
      const { rows, count } = await repo.pageUsers(db, auth.kodeToko, query);
      return { data: rows.map(toItem), count };
    },

    async listAll(auth: AuthContext): Promise<UserListItem[]> {
      return (await repo.listUsers(db, auth.kodeToko)).map(toItem);
    },

    async create(auth: AuthContext, input: z.infer<typeof createUserSchema>): Promise<UserListItem> {
      assertManager(auth);
      assertLevelAllowed(auth, input.level);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        if (await repo.findUserByUserId(tx, auth.kodeToko, input.user_id)) {
          throw conflict(`User ID ${input.user_id} sudah ada`);
        }
        const id = await repo.insertUser(tx, {
          kode_toko: auth.kodeToko,
          user_id: input.user_id,
          user_name: input.user_name,
          level: input.level,
          password_hash: passwordHash,
          created_by: auth.userId,
        });
        const created = await repo.findUser(tx, auth.kodeToko, Number(id));
        if (!created) throw notFound(SERVER_TEXTS.user.notFound);
        const item = toItem(created);
        await recordAudit(tx, {
          kodeToko: auth.kodeToko,
          userId: auth.userId,
          action: 'CREATE',
          entity: 'user',
          entityId: item.user_id,
          after: item,
        });
        return item;
      });
    },

    async update(
      auth: AuthContext,
      id: number,
      input: { user_name: string; level: string; status_aktif: boolean },
    ) {
      assertManager(auth);
      assertLevelAllowed(auth, input.level);
      return db.transaction(async (tx) => {
        const before = await loadTarget(tx, auth, id);
        const demotesOwner = before.level === 'OWN' && (input.level !== 'OWN' || !input.status_aktif);
        if (before.id === auth.userRef && (!input.status_aktif || input.level !== before.level)) {
          throw badRequest(SERVER_TEXTS.user.self);
        }
        if (
          demotesOwner &&
          before.status_aktif &&
          (await repo.countOtherActiveOwners(tx, auth.kodeToko, id)) === 0
        ) {
          throw conflict(SERVER_TEXTS.user.lastOwner);
        }
        await repo.updateUser(tx, id, input);
        // A deactivated user or a changed level must not keep working on an old session.
        if (!input.status_aktif || input.level !== before.level) await repo.revokeUserSessions(tx, id);
        const after = await repo.findUser(tx, auth.kodeToko, id);
        if (!after) throw notFound(SERVER_TEXTS.user.notFound);
        await recordAudit(tx, {
          kodeToko: auth.kodeToko,
          userId: auth.userId,
          action: 'UPDATE',
          entity: 'user',
          entityId: before.user_id,
          before: toItem(before),
          after: toItem(after),
        });
        return toItem(after);
      });
    },

    /** Sets a temporary password the user must replace at the next sign-in. */
    async resetPassword(auth: AuthContext, id: number, newPassword: string): Promise<void> {
      assertManager(auth);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const target = await loadTarget(tx, auth, id);
        await repo.updateUser(tx, id, { password_hash: passwordHash, must_change_password: true });
        await repo.revokeUserSessions(tx, id);
        await recordAudit(tx, {
          kodeToko: auth.kodeToko,
          userId: auth.userId,
          action: 'RESET_PASSWORD',
          entity: 'user',
          entityId: target.user_id,
        });
      });
    },

    async grants(
      auth: AuthContext,
      id: number,
    ): Promise<{ user_id: string; level: string; menu_keys: string[] }> {
      const target = await repo.findUser(db, auth.kodeToko, id);
      if (!target) throw notFound(SERVER_TEXTS.user.notFound);
      return { user_id: target.user_id, level: target.level, menu_keys: await repo.listGrants(db, id) };
    },

    /**
     * Replaces a user's menu items. The server reads grants on every request, so
     * the change holds at once; the sidebar follows at the next page load.
     */
    async setGrants(auth: AuthContext, id: number, keys: readonly string[]) {
      return db.transaction(async (tx) => {
        const target = await repo.findUser(tx, auth.kodeToko, id);
        if (!target) throw notFound(SERVER_TEXTS.user.notFound);
        if (target.id === auth.userRef) throw forbidden(SERVER_TEXTS.user.grantsOwn);
        if (hasFullAccess(target.level)) throw badRequest(SERVER_TEXTS.user.grantsFullAccess);
        if (!hasFullAccess(auth.level)) {
          // A supervisor with the access-rights menu manages lower levels, and only with menus they hold.
          if (levelRank(target.level) >= levelRank(auth.level)) throw forbidden(SERVER_TEXTS.user.higherUser);
          const before = new Set(await repo.listGrants(tx, id));
          const changed = [
            ...keys.filter((key) => !before.has(key)),
            ...[...before].filter((key) => !keys.includes(key)),
          ];
          if (changed.some((key) => !auth.grants.has(key))) throw forbidden(SERVER_TEXTS.user.grantsNotYours);
        }
        const before = await repo.listGrants(tx, id);
        await repo.replaceGrants(tx, id, keys, auth.userId);
        await recordAudit(tx, {
          kodeToko: auth.kodeToko,
          userId: auth.userId,
          action: 'UPDATE',
          entity: 'hak-akses',
          entityId: target.user_id,
          before,
          after: [...keys],
        });
        return { user_id: target.user_id, level: target.level, menu_keys: [...keys] };
      });
    },

    async auditLog(auth: AuthContext, query: PageQuery): Promise<PageResult<AuditLogItem>> {
      assertManager(auth);
      const { rows, count } = await repo.pageAuditLog(db, auth.kodeToko, query);
      return {
        data: rows.map((row) => ({
          id: row.id,
          user_id: row.user_id,
          action: row.action,
          entity: row.entity,
          entity_id: row.entity_id,
          before: row.before,
          after: row.after,
          created_at: row.created_at.toISOString(),
        })),
        count,
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
