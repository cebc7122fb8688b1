import net from 'node:net';
import path from 'node:path';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '@toko/shared';
import { Cron } from 'croner';

/** Everything the environment can set, typed and checked once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; when empty the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  seedDemo: boolean;
  /** Demo pieces in the trays of a new demo shop (SEED_DEMO_GOODS, default true). */
  seedDemoGoods: boolean;
  /** Time zone of shops created by the seed. */
  timeZone: string;
  /** Local folder of the file store (used when `fileStore.kind` is 'local'). */
  fileStoreDir: string;
  /** Where images are kept: the local folder, or an S3-compatible bucket (FILE_STORE=s3). */
  fileStore: FileStoreConfig;
  /** HSTS and upgrade-insecure-requests only make sense behind HTTPS. */
  https: boolean;
  sessionTtlHours: number;
  /**
   * Failed sign-ins allowed per window: `max` per shop + user + address, `accountMax`
   * per shop + user from all addresses together (a guesser spread over many addresses).
   */
  loginRateLimit: { max: number; accountMax: number; windowMs: number };
  /** Requests a minute one address may make to the public pages (Papan Harga, Cek Nota). */
  publicRateLimit: { max: number; windowMs: number };
  /**
   * The key receipts' QR links are signed with (NOTA_SECRET); unset, a random one kept in
   * `dataDir`. Processes serving one database from several machines must share it.
   */
  notaSecret: string | undefined;
  /**
   * The address customers reach the shop's public pages at (PUBLIC_URL, e.g.
   * https://emas.tokoku.id): a receipt's QR link starts with it. Unset, the link starts with
   * the address the page printing the receipt was opened at.
   */
  publicUrl: string | undefined;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): none by default, so a
   * client cannot pick its own address and dodge the sign-in throttle; a hop count or a
   * list of proxy addresses/CIDRs when the server sits behind a reverse proxy.
   */
  trustProxy: false | number | string;
  /**
   * On SIGTERM: how long `/health/ready` answers 503 before the listener stops (SHUTDOWN_DRAIN_MS,
   * a balancer's check interval or two), and how long requests in flight may then take before the
   * process gives up on them (SHUTDOWN_TIMEOUT_MS; an unfinished transaction rolls back).
   */
  shutdown: { drainMs: number; timeoutMs: number };
  /**
   * `GET /metrics` (Prometheus): answered only with `Authorization: Bearer {METRICS_TOKEN}`
   * (off while unset), on the app's port or on METRICS_PORT of its own.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /**
   * Backups the running server takes itself: `schedule` a cron pattern (BACKUP_SCHEDULE, cron
   * syntax or a daily `HH:MM`, read in `timeZone`; off while unset), written to `dir`
   * (BACKUP_DIR, default `backups/` as `npm run backup`), the newest `keep` kept (BACKUP_KEEP, 7).
   */
  backup: { schedule: string | undefined; dir: string; keep: number };
  logLevel: string;
  /** Folder of the built web app; the API runs without it. */
  webDistDir: string;
  /** The clock; `TOKO_NOW` pins it for training rooms and browser tests. */
  now: () => Date;
}

// --- file store (images) ---
/** An S3-compatible bucket: AWS S3, MinIO, Cloudflare R2, Wasabi ... */
export interface S3Config {
  kind: 's3';
  /** Origin (and optional path) of the S3 API, e.g. https://s3.ap-southeast-3.amazonaws.com. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `{endpoint}/{bucket}/{key}` (MinIO, R2 ...) rather than `{bucket}.{endpoint host}/{key}`. */
  pathStyle: boolean;
  /** Public download base of the bucket; without it the server streams files at /files/*. */
  publicUrl: string | undefined;
}

export type FileStoreConfig = { kind: 'local' } | S3Config;

function fileStoreConfig(env: NodeJS.ProcessEnv): FileStoreConfig {
  const kind = (env.FILE_STORE || 'local').toLowerCase();
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`FILE_STORE harus 'local' atau 's3': ${env.FILE_STORE}`);
  const region = env.S3_REGION || 'us-east-1';
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`${name} wajib diisi bila FILE_STORE=s3`);
    return value;
  };
  return {
    kind: 's3',
    endpoint: httpUrl('S3_ENDPOINT', env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`),
    bucket: required('S3_BUCKET'),
    region,
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    pathStyle: bool(env.S3_PATH_STYLE, true),
    publicUrl: env.S3_PUBLIC_URL ? httpUrl('S3_PUBLIC_URL', env.S3_PUBLIC_URL) : undefined,
  };
}
// --- end file store ---

/** An http(s) address without its trailing slashes. */
function httpUrl(name: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} bukan alamat http(s): ${value}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`${name} bukan alamat http(s): ${value}`);
  return value.replace(/\/+$/, '');
}

/** NOTA_SECRET: long enough that it cannot be guessed (32 characters or more). */
function notaSecretConfig(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('NOTA_SECRET minimal 32 karakter');
  return value;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: off (default), a number of proxy hops, or proxy addresses/CIDRs separated by commas. */
function trustProxyConfig(value: string | undefined): false | number | string {
  const text = (value ?? '').trim();
  if (['', 'false', '0', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries.join(',');
  throw new Error(
    `TRUST_PROXY harus jumlah proxy (mis. 1) atau alamat proxy dipisah koma (mis. 127.0.0.1,10.0.0.0/8): ${value}`,
  );
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

function positive(value: string | undefined, fallback: number, name: string): number {
  const parsed = int(value, fallback, name);
  if (parsed < 1) throw new Error(`${name} harus paling sedikit 1: ${value}`);
  return parsed;
}

const DAILY_TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * BACKUP_SCHEDULE as a cron pattern: a daily time (`02:30`) becomes `30 2 * * *`; anything else
 * must be a pattern croner reads (5 fields, or 6 with seconds first), checked here so a typo
 * stops the start instead of leaving the shop without backups.
 */
export function backupSchedule(value: string, timeZone: string): string {
  const daily = DAILY_TIME.exec(value.trim());
  const pattern = daily ? `${Number(daily[2])} ${Number(daily[1])} * * *` : value.trim();
  try {
    new Cron(pattern, { paused: true, timezone: timeZone }).stop();
  } catch (error) {
    throw new Error(
      `BACKUP_SCHEDULE bukan pola cron atau jam harian (HH:MM): ${value} (${error instanceof Error ? error.message : error})`,
    );
  }
  return pattern;
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
    seedDemoGoods: bool(env.SEED_DEMO_GOODS, true),
    timeZone,
    fileStoreDir: path.resolve(env.FILE_STORE_DIR || path.join(dataDir, 'files')),
    fileStore: fileStoreConfig(env),
    https: bool(env.HTTPS, false),
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 12, 'SESSION_TTL_HOURS'),
    loginRateLimit: {
      max: int(env.LOGIN_RATE_MAX, 10, 'LOGIN_RATE_MAX'),
      accountMax: int(env.LOGIN_RATE_ACCOUNT_MAX, 30, 'LOGIN_RATE_ACCOUNT_MAX'),
      windowMs: int(env.LOGIN_RATE_WINDOW_MS, 15 * 60_000, 'LOGIN_RATE_WINDOW_MS'),
    },
    // A board polls once a minute and on each price change; a phone's visitor reloads now and then.
    publicRateLimit: {
      max: int(env.PUBLIC_RATE_MAX, 120, 'PUBLIC_RATE_MAX'),
      windowMs: int(env.PUBLIC_RATE_WINDOW_MS, 60_000, 'PUBLIC_RATE_WINDOW_MS'),
    },
    notaSecret: notaSecretConfig(env.NOTA_SECRET),
    publicUrl: env.PUBLIC_URL ? httpUrl('PUBLIC_URL', env.PUBLIC_URL) : undefined,
    trustProxy: trustProxyConfig(env.TRUST_PROXY),
    metrics: {
      token: env.METRICS_TOKEN || undefined,
      port: env.METRICS_PORT ? int(env.METRICS_PORT, 0, 'METRICS_PORT') : undefined,
    },
    backup: {
      schedule: env.BACKUP_SCHEDULE ? backupSchedule(env.BACKUP_SCHEDULE, timeZone) : undefined,
      dir: path.resolve(env.BACKUP_DIR || path.join(repoRoot, 'backups')),
      keep: positive(env.BACKUP_KEEP, 7, 'BACKUP_KEEP'),
    },
    shutdown: {
      drainMs: int(env.SHUTDOWN_DRAIN_MS, 0, 'SHUTDOWN_DRAIN_MS'),
      timeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 30_000, 'SHUTDOWN_TIMEOUT_MS'),
    },
    logLevel: env.LOG_LEVEL || 'info',
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(repoRoot, 'apps/web/dist')),
    now,
  };
}
