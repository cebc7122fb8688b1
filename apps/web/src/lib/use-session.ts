import type { AccessSubject } from '@toko/shared';
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
