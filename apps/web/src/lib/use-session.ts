import { type AccessSubject, canUseMenu, mayOpenPreviousDate } from '@toko/shared';
import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './storage';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The session in the shape the shared access rules take. */
export function accessSubjectOf(session: Session): AccessSubject {
  return {
    level: session.user.level,
    kodeToko: session.user.kode_toko,
    grants: new Set(session.grants),
    modules: new Set(session.modules.map((module) => module.key)),
  };
}

/** Whether the signed-in user may use one of these menu items: the rule the server applies. */
export function useCanUseMenu(keys: readonly string[]): boolean {
  const session = useSession();
  return session !== null && canUseMenu(keys, accessSubjectOf(session));
}

/**
 * The earliest date this user may pick in date inputs: restricted users (the
 * previous-date rule of SPEC §6) cannot go before the shop's tgl_system.
 */
export function minSelectableDate(session: Session): string | undefined {
  const modules = new Set(session.modules.map((module) => module.key));
  return mayOpenPreviousDate(session.user.level, modules) ? undefined : session.user.tgl_system;
}
