import { createHash, randomBytes } from 'node:crypto';
import {
  ALL_MENU_KEYS,
  badRequest,
  DEFAULT_PEMBULATAN,
  hasFullAccess,
  type LoginResponse,
  type SessionInfo,
  sessionInfoSchema,
  shopRulesOf,
  TEXTS,
  todayInTimeZone,
  tooManyRequests,
  unauthorized,
  visibleMenu,
} from '@toko/shared';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { WindowCounter } from '../../plugins/window-counter.ts';
import * as repo from './access.repository.ts';
import type { AuthEpochs } from './auth-epochs.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** What another module keeps in memory under the epoch a request saw (AuthContext.epoch). */
export { ShopCache, type ShopSeen } from '../../counter/shop-cache.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Verifying against a real hash when the user is unknown keeps the answer time
// the same, so response timing does not reveal which user ids exist.
let decoyHash: Promise<string> | undefined;

/** Who a token is, without the clock: what the cache keeps between requests. */
type Subject = Omit<AuthContext, 'today' | 'now'>;

interface CachedSubject {
  /** With the shop's auth epoch read together with the session. */
  subject: Subject;
  expiresAt: number;
}

/** Enough for every signed-in device of a large chain; the oldest sign-in goes first. */
const CACHE_LIMIT = 5_000;

export function createAccessService(deps: { db: Db; config: Config; epochs: AuthEpochs }) {
  const { db, config, epochs } = deps;
  // Per address, and per account over all addresses: a guesser that changes address
  // (or forges one, where no proxy is trusted) still meets the second limit.
  const throttle = new WindowCounter(config.loginRateLimit.max, config.loginRateLimit.windowMs);
  const accountThrottle = new WindowCounter(config.loginRateLimit.accountMax, config.loginRateLimit.windowMs);
  const cache = new Map<string, CachedSubject>();

  function withClock(subject: Subject): AuthContext {
    const now = config.now();
    return { ...subject, today: todayInTimeZone(now, subject.timeZone), now };
  }

  async function loadSubject(
    row: NonNullable<Awaited<ReturnType<typeof repo.findLiveSession>>>,
  ): Promise<Subject> {
    const [grants, params] = await Promise.all([
      repo.listGrants(db, row.user_ref),
      repo.listParaSystem(db, row.kode_toko),
    ]);
    const { paraSystem, modules } = shopRulesOf(params);
    return {
      sessionId: row.session_id,
      userRef: row.user_ref,
      userId: row.user_id,
      userName: row.user_name,
      level: row.level,
      kodeToko: row.kode_toko,
      namaToko: row.nama_toko,
      tglSystem: row.tgl_system,
      timeZone: row.time_zone,
      mustChangePassword: row.must_change_password,
      grants: new Set(grants),
      modules,
      paraSystem,
      epoch: row.epoch,
    };
  }

  function sessionInfo(auth: AuthContext): SessionInfo {
    const pembulatan = Number(auth.paraSystem.get('PEMBULATAN'));
    return {
      user: {
        user_id: auth.userId,
        user_name: auth.userName,
        level: auth.level,
        kode_toko: auth.kodeToko,
        nama_toko: auth.namaToko,
        tgl_system: auth.tglSystem,
      },
      modules: [...auth.modules].sort().map((key) => ({ key })),
      menu: visibleMenu(auth),
      grants: hasFullAccess(auth.level) ? [...ALL_MENU_KEYS] : [...auth.grants].sort(),
      pembulatan: Number.isSafeInteger(pembulatan) && pembulatan > 0 ? pembulatan : DEFAULT_PEMBULATAN,
      today: auth.today,
      time_zone: auth.timeZone,
      must_change_password: auth.mustChangePassword,
    };
  }

  /**
   * Every screen load asks `users/me`; its answer (the whole menu, 15 kB) only changes
   * with the sign-in's cached state or the day. Checked against the schema and written
   * once per both: keyed by the grants set, which a reload of the sign-in replaces.
   */
  const sessionJson = new WeakMap<ReadonlySet<string>, { today: string; json: string }>();

  function sessionInfoJson(auth: AuthContext): string {
    const known = sessionJson.get(auth.grants);
    if (known?.today === auth.today) return known.json;
    const json = JSON.stringify(sessionInfoSchema.parse(sessionInfo(auth)));
    sessionJson.set(auth.grants, { today: auth.today, json });
    return json;
  }

  return {
    sessionInfo,
    sessionInfoJson,

    /**
     * The caller behind a token. A sign-in seen before is answered from memory while
     * it has not expired and its shop's auth epoch stands: any change that could refuse
     * or narrow it (logout, closing, deactivation, grants, parameters, the shop's date)
     * raises the epoch in the same transaction, so the very next request reloads it.
     */
    async authenticate(token: string | undefined): Promise<AuthContext> {
      if (!token || token.length > 200) throw unauthorized(TEXTS.invalidToken);
      const tokenHash = hashToken(token);
      const cached = cache.get(tokenHash);
      if (cached) {
        const fresh =
          cached.expiresAt > config.now().getTime() &&
          (await epochs.current(cached.subject.kodeToko)) === cached.subject.epoch;
        if (fresh) return withClock(cached.subject);
        cache.delete(tokenHash);
      }
      const row = await repo.findLiveSession(db, tokenHash, config.now());
      if (!row) throw unauthorized(TEXTS.invalidToken);
      epochs.saw(row.kode_toko, row.epoch);
      const subject = await loadSubject(row);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(tokenHash, { subject, expiresAt: row.expires_at.getTime() });
      return withClock(subject);
    },

    /** A token whose session a closing of its shop ended: the loser of two closings is told so. */
    async endedByClosing(token: string | undefined): Promise<boolean> {
      if (!token || token.length > 200) return false;
      return (await repo.findSessionEnd(db, hashToken(token))) === 'TUTUP_TOKO';
    },

    async login(
      input: { kode_toko: string; user_id: string; password: string },
      client: { ip: string; userAgent: string },
    ): Promise<LoginResponse> {
      const accountKey = `${input.kode_toko}|${input.user_id}`;
      const throttleKey = `${accountKey}|${client.ip}`;
      if (throttle.isBlocked(throttleKey) || accountThrottle.isBlocked(accountKey)) {
        throw tooManyRequests(TEXTS.tooManyLogins);
      }
      const shop = await repo.findShop(db, input.kode_toko);
      if (!shop?.status_aktif) throw badRequest(TEXTS.shopUnknown);
      const user = await repo.findUserForLogin(db, input.kode_toko, input.user_id);
      decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
      const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyHash), input.password);
      if (!user || !passwordOk) {
        throttle.record(throttleKey);
        accountThrottle.record(accountKey);
        throw unauthorized(TEXTS.loginFailed);
      }
      if (!user.status_aktif) throw unauthorized(TEXTS.userInactive);
      throttle.clear(throttleKey);
      accountThrottle.clear(accountKey);

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(config.now().getTime() + config.sessionTtlHours * 3_600_000);
      await db.transaction(async (tx) => {
        await repo.insertSession(tx, {
          token_hash: hashToken(token),
          user_ref: user.id,
          kode_toko: input.kode_toko,
          expires_at: expiresAt,
          ip: client.ip.slice(0, 64),
          user_agent: client.userAgent.slice(0, 500),
        });
      });
      const row = await repo.findLiveSession(db, hashToken(token), config.now());
      if (!row) throw unauthorized(TEXTS.invalidToken);
      return { token, ...sessionInfo(withClock(await loadSubject(row))) };
    },

    /**
     * Ends the session of the token the request came with. SPEC's body names the user;
     * a name that is not the caller's is refused, but the caller's session ends all the
     * same: a confused or forged logout must not leave a session open.
     */
    async logout(auth: AuthContext, userId: string | undefined): Promise<void> {
      await repo.revokeSession(db, auth.sessionId, 'LOGOUT');
      if (userId && userId.toUpperCase() !== auth.userId) throw badRequest(TEXTS.logoutOtherUser);
    },

    async changePassword(
      auth: AuthContext,
      input: { password: string; new_password: string },
    ): Promise<void> {
      const currentHash = await repo.findPasswordHash(db, auth.userRef);
      if (!currentHash || !(await verifyPassword(currentHash, input.password))) {
        throw badRequest(TEXTS.wrongOldPassword);
      }
      if (input.password === input.new_password) throw badRequest(TEXTS.samePassword);
      await repo.updatePassword(db, auth.userRef, await hashPassword(input.new_password));
    },

    listShops: () => repo.listActiveShops(db),

    /** Ends every session of a shop inside the caller's transaction (closing the day). */
    revokeShopSessionsIn: (tx: DbOrTx, kodeToko: string) => repo.revokeShopSessions(tx, kodeToko),
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
