import {
  canUseMenu,
  conflict,
  DATE_BLOCK_ALLOWED_KEYS,
  forbidden,
  isDateBlocked,
  isOwnerLevel,
  type MenuKey,
  menuRefusal,
  TEXTS,
} from '@toko/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext, Authenticator } from './auth-context.ts';

/**
 * What a route demands of its caller. Every /api route must say it, so no route
 * is open by omission:
 * - `public`: no token (sign-in, the shop list);
 * - `signedIn`: any signed-in user of the shop (reference reads, own password);
 * - `menu`: the caller needs one of these menu items, and every item of `alsoMenu`
 *   (a write that belongs to two screens, e.g. a deposit taken at the sales counter).
 * `duringDateBlock: true` keeps a write usable while the shop's date lags (closing, logout).
 * `duringPasswordChange: true` keeps a route usable by a user who must first replace
 * a password an admin reset; everything else waits for the new password.
 * `closesTheDay: true` (the closing routes): a token whose session another closing of
 * the shop just ended is told that closing's message (409), not that the token is invalid.
 * `ownerOnly: true`: signed in at an owner level (OWN, SU, MU), as the API document.
 */
export type RouteAccess =
  | { public: true }
  | {
      signedIn: true;
      duringDateBlock?: boolean;
      duringPasswordChange?: boolean;
      closesTheDay?: boolean;
      ownerOnly?: boolean;
    }
  | { menu: readonly MenuKey[]; alsoMenu?: readonly MenuKey[]; duringDateBlock?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/** The caller of a route that is not public; the guard has already checked it. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('route without authentication');
  return request.auth;
}

export const PASSWORD_CHANGE_DUE = 'Silahkan ganti password Anda terlebih dahulu';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerAccessGuard(app: FastifyInstance, accessService: Authenticator): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} tidak menyatakan aksesnya (config.access)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || 'public' in access) return;
    const header = request.headers['x-auth-token'];
    const token = Array.isArray(header) ? header[0] : header;
    const auth = await accessService.authenticate(token).catch(async (error: unknown) => {
      if ('closesTheDay' in access && access.closesTheDay && (await accessService.endedByClosing(token))) {
        throw conflict(TEXTS.closingInProgress);
      }
      throw error;
    });
    request.auth = auth;

    if (auth.mustChangePassword && !('signedIn' in access && access.duringPasswordChange)) {
      throw forbidden(PASSWORD_CHANGE_DUE);
    }

    if ('ownerOnly' in access && access.ownerOnly && !isOwnerLevel(auth.level)) {
      throw forbidden(TEXTS.menuForbidden);
    }

    if ('menu' in access) {
      const granted =
        canUseMenu(access.menu, auth) && (access.alsoMenu ?? []).every((key) => canUseMenu([key], auth));
      // A menu held but not switched on for the shop names the switch rather than a lack of rights.
      if (!granted) throw forbidden(menuRefusal([...access.menu, ...(access.alsoMenu ?? [])], auth));
    }

    if (!READ_METHODS.has(request.method) && isDateBlocked(auth.tglSystem, auth.today)) {
      const allowed =
        access.duringDateBlock === true ||
        ('menu' in access && access.menu.some((key) => DATE_BLOCK_ALLOWED_KEYS.includes(key)));
      if (!allowed) throw forbidden(TEXTS.dateBlockedWrite);
    }
  });
}
