import path from 'node:path';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '@toko/shared';

/** Everything the environment can set, typed and checked once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; when empty the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  seedDemo: boolean;
  /** Time zone of shops created by the seed. */
  timeZone: string;
  /** Local folder of the file store (S3-compatible stores come with the image issues). */
  fileStoreDir: string;
  /** HSTS and upgrade-insecure-requests only make sense behind HTTPS. */
  https: boolean;
  sessionTtlHours: number;
  loginRateLimit: { max: number; windowMs: number };
  logLevel: string;
  /** Folder of the built web app; the API runs without it. */
  webDistDir: string;
  /** The clock; `TOKO_NOW` pins it for training rooms and browser tests. */
  now: () => Date;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} harus bilangan bulat: ${value}`);
  return parsed;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  const timeZone = env.TOKO_TIME_ZONE || env.TZ || DEFAULT_TIME_ZONE;
  if (!isValidTimeZone(timeZone)) throw new Error(`Zona waktu tidak dikenal: ${timeZone}`);
  let now = () => new Date();
  if (env.TOKO_NOW) {
    const pinned = new Date(env.TOKO_NOW);
    if (Number.isNaN(pinned.getTime())) throw new Error(`TOKO_NOW bukan tanggal: ${env.TOKO_NOW}`);
    const offset = pinned.getTime() - Date.now();
    now = () => new Date(Date.now() + offset);
  }
  return {
    port: int(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: bool(env.SEED_DEMO, true),
    timeZone,
    fileStoreDir: path.resolve(env.FILE_STORE_DIR || path.join(dataDir, 'files')),
    https: bool(env.HTTPS, false),
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 12, 'SESSION_TTL_HOURS'),
    loginRateLimit: {
      max: int(env.LOGIN_RATE_MAX, 10, 'LOGIN_RATE_MAX'),
      windowMs: int(env.LOGIN_RATE_WINDOW_MS, 15 * 60_000, 'LOGIN_RATE_WINDOW_MS'),
    },
    logLevel: env.LOG_LEVEL || 'info',
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(repoRoot, 'apps/web/dist')),
    now,
  };
}
