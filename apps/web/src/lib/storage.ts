import {
  DEFAULT_PEMBULATAN,
  type LoginResponse,
  type ModuleItem,
  type SessionInfo,
  type StoredMenuItem,
  type StoredUser,
} from '@toko/shared';

/** What the browser keeps of the signed-in user (SPEC §3), one localStorage key each. */
export interface Session {
  token: string;
  user: StoredUser;
  modules: ModuleItem[];
  menu: StoredMenuItem[];
  grants: string[];
  pembulatan: number;
  today: string;
  /** The shop's IANA zone: every moment on a screen, slip or export is read on the shop's clock. */
  timeZone: string | undefined;
  mustChangePassword: boolean;
}

const KEYS = {
  token: 'token',
  user: 'user',
  modules: 'modules',
  menu: 'menu',
  grants: 'grants',
  pembulatan: 'pembulatan',
  today: 'today',
  timeZone: 'time_zone',
  mustChangePassword: 'must_change_password',
  islogin: 'islogin',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

function readJson(key: string): unknown {
  const raw = localStorage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Every field of StoredUser, once: the compiler refuses this list when the shared type changes. */
const USER_FIELDS: Record<keyof StoredUser, true> = {
  user_id: true,
  user_name: true,
  level: true,
  kode_toko: true,
  nama_toko: true,
  tgl_system: true,
};

/**
 * The saved user as storedUserSchema reads it (six strings, other keys left behind), checked by
 * hand: the sign-in page reads the session before anything else, and zod would add its weight
 * to that first download. storage.test.ts holds this check to the schema's verdicts.
 */
export function readStoredUser(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const user: Record<string, string> = {};
  for (const field of Object.keys(USER_FIELDS)) {
    const item = record[field];
    if (typeof item !== 'string') return null;
    user[field] = item;
  }
  return user as StoredUser;
}

function readSession(): Session | null {
  if (localStorage.getItem(KEYS.islogin) !== 'true') return null;
  const token = localStorage.getItem(KEYS.token);
  const user = readStoredUser(readJson(KEYS.user));
  const modules = readJson(KEYS.modules);
  const menu = readJson(KEYS.menu);
  const grants = readJson(KEYS.grants);
  if (!token || !user || !Array.isArray(modules) || !Array.isArray(menu) || !Array.isArray(grants)) {
    return null;
  }
  const pembulatan = Number(localStorage.getItem(KEYS.pembulatan));
  return {
    token,
    user,
    modules: modules as ModuleItem[],
    menu: menu as StoredMenuItem[],
    grants: grants.filter((grant): grant is string => typeof grant === 'string'),
    pembulatan: Number.isSafeInteger(pembulatan) && pembulatan > 0 ? pembulatan : DEFAULT_PEMBULATAN,
    today: localStorage.getItem(KEYS.today) ?? user.tgl_system,
    // A session stored before the zone was kept has none until GET users/me refreshes it.
    timeZone: localStorage.getItem(KEYS.timeZone) ?? undefined,
    mustChangePassword: localStorage.getItem(KEYS.mustChangePassword) === 'true',
  };
}

function changed(): void {
  cached = undefined;
  for (const listener of listeners) listener();
}

/** The current session, or null when signed out. Stable between changes (useSyncExternalStore). */
export function getSession(): Session | null {
  if (cached === undefined) cached = readSession();
  return cached;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function isLoggedIn(): boolean {
  return getSession() !== null;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the session's menu, grants and dates; true when any of them differs from what was stored. */
function writeInfo(info: SessionInfo): boolean {
  const values: [string, string][] = [
    [KEYS.user, JSON.stringify(info.user)],
    [KEYS.modules, JSON.stringify(info.modules)],
    [KEYS.menu, JSON.stringify(info.menu)],
    [KEYS.grants, JSON.stringify(info.grants)],
    [KEYS.pembulatan, String(info.pembulatan)],
    [KEYS.today, info.today],
    [KEYS.timeZone, info.time_zone],
    [KEYS.mustChangePassword, String(info.must_change_password)],
  ];
  let differs = false;
  for (const [key, value] of values) {
    if (localStorage.getItem(key) === value) continue;
    localStorage.setItem(key, value);
    differs = true;
  }
  return differs;
}

/** A sign-in on this page load: its answer is as fresh as users/me would be. */
let signedInThisLoad = false;

export function startSession(login: LoginResponse): void {
  localStorage.setItem(KEYS.token, login.token);
  writeInfo(login);
  localStorage.setItem(KEYS.islogin, 'true');
  signedInThisLoad = true;
  changed();
}

/** Whether this page load signed in (so menu, grants and dates were read moments ago). */
export function sessionStartedThisLoad(): boolean {
  return signedInThisLoad;
}

/** Fresh menu, grants and dates from the server for the session already open. */
export function refreshSession(info: SessionInfo): void {
  if (!isLoggedIn()) return;
  // Nearly always the same as stored: re-rendering the whole shell for it cost a long task
  // on every reload of a slow PC (issue 28).
  if (writeInfo(info)) changed();
}

export function storePembulatan(pembulatan: number): void {
  if (!isLoggedIn() || getSession()?.pembulatan === pembulatan) return;
  localStorage.setItem(KEYS.pembulatan, String(pembulatan));
  changed();
}

export function markPasswordChanged(): void {
  localStorage.setItem(KEYS.mustChangePassword, 'false');
  changed();
}

/** Signs the browser out: every session key goes, islogin becomes false. */
export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  localStorage.setItem(KEYS.islogin, 'false');
  changed();
}

// Another tab signing in or out changes what this tab may show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(KEYS) as string[]).includes(event.key)) changed();
  });
}
