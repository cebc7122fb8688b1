import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrate } from './migrate.ts';
import { type QueryTiming, queryTiming, timePgClient, timePglite } from './query-timing.ts';
import * as schema from './schema/index.ts';

/** One type for both drivers, so every repository runs on PGlite and PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The open transaction, passed from service to service. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The rows of a raw SQL statement: both drivers answer `execute` as `{ rows }`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present on PostgreSQL: socket.io's adapter needs its own connections. */
  pool?: pg.Pool;
  /**
   * Present on PGlite: NOTIFY of this process's own database, delivered before the
   * notifying statement (or its transaction's COMMIT) resolves.
   */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<void>;
  /**
   * Runs `work` on one connection, so what a statement leaves in the session (a cursor
   * WITH HOLD an export reads chunk by chunk) is there for the next one. PGlite has one.
   */
  pinned<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Present on PGlite: a gzipped tar of the whole database folder holding every committed
   * transaction and none in flight (`npm run backup` asks the running server for it).
   */
  dump?: () => Promise<Blob>;
  /** Every statement's duration, for the metrics (`setObserver` once they exist). */
  queryTiming: QueryTiming;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A connection the server ends (a restart, a failover, a dropped test database) errors
  // outside any query; unhandled, that error would stop the whole process. Idle, the pool
  // hears it and discards the connection. Checked out (a transaction between two
  // statements, the socket adapter's LISTEN), only the holder could, and none of them
  // listens: `npm run check:faults` saw a PostgreSQL restart kill the server. So every
  // connection gets a listener of its own for its whole life; the holder's next query fails
  // and its release (with the error, or of a connection no longer queryable) discards it.
  const lost = (error: Error) => console.warn(`Koneksi PostgreSQL terputus: ${error.message}`);
  pool.on('error', lost);
  const timing = queryTiming();
  pool.on('connect', (client) => {
    client.on('error', lost);
    timePgClient(client, timing.observe);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migrate(db, migrationsFolder).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  const pinned = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await work(drizzlePg(client, { schema }) as unknown as Db);
    } finally {
      client.release();
    }
  };
  return { db, kind: 'postgres', pool, pinned, queryTiming: timing, close: () => pool.end() };
}

/**
 * Whether `pid` is a running process. A process killed with SIGKILL stays in the process
 * table as a zombie (state Z) until its parent reaps it, and `kill(pid, 0)` still answers
 * for it: a restart right after a crash was refused for about a second. Linux shows the
 * state in /proc; elsewhere the signal check is all there is.
 */
export function processRunning(pid: number): boolean {
  if (!(Number.isSafeInteger(pid) && pid > 0)) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists and belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    // No /proc (not Linux), or the process ended between the two checks.
    return !fs.existsSync('/proc/self/stat');
  }
  // "pid (comm) S ...": comm may hold spaces and parentheses, the state follows the last ')'.
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it. A lock
 * file with our pid refuses a second server; a stale one (a pid dead or a zombie) is
 * taken over.
 */
function takeFolderLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    const alive = pid !== process.pid && processRunning(pid);
    if (alive) {
      throw new Error(
        `Folder data ${dataDir} sedang dipakai oleh server lain (pid ${pid}). ` +
          'Hentikan server itu dahulu, atau jalankan dengan DATA_DIR lain.',
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

/** Extensions the migrations create (trigram search of Data Barang). */
export const pgliteExtensions = { pg_trgm };

/** Where PGlite keeps its files inside DATA_DIR. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * PostgreSQL's memory inside PGlite, capped for a shop's PC (issue 28). PGlite's WebAssembly
 * memory grows to what PostgreSQL asks for and never shrinks: the 128 MB buffer pool alone
 * took a third of the server's RSS. 32 MB holds a shop's hot pages (today's documents, the
 * masters); sorts past work_mem spill to the data folder, as on any PostgreSQL.
 */
const PGLITE_MEMORY_PARAMS = [
  '-c',
  'shared_buffers=32MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=4MB',
  '-c',
  'wal_buffers=1MB',
];
const pgliteStartParams = [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS];

/**
 * A new data folder is made by PostgreSQL's initdb, which inside PGlite keeps ~450 MB of
 * WebAssembly memory alive for the life of the process even after it is closed. A child
 * process runs it and exits, giving that memory back; the server then opens a folder that
 * already exists, as on every later start.
 */
function initPgliteFolder(folder: string): void {
  if (fs.existsSync(path.join(folder, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
    const db = new PGlite(${JSON.stringify(folder)}); await db.waitReady; await db.close();`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Folder data PGlite ${folder} tidak dapat dibuat`);
}

/**
 * Why the copy is consistent: PGlite runs one statement at a time and `dumpDataDir` takes
 * that same statement lock, so no write lands while the tar is read — the files are what a
 * power cut would leave, which PostgreSQL opens by replaying its WAL (committed work kept,
 * unfinished work discarded). Holding PGlite's transaction lock as well (every query, exec
 * and transaction takes it) means no transaction is even open, so nothing is left to
 * discard; the dump waits for the sale in progress instead. The CHECKPOINT first writes
 * committed pages into the table files, so the copy opens with little WAL to replay.
 */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  await client.exec('CHECKPOINT');
  return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
}

/**
 * The embedded database: in `dataDir` (locked against a second server), loaded from a
 * dump (`loadDataDir`: in memory, or into a new `dataDir` by a restore), or empty in memory.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const release = options.dataDir ? takeFolderLock(options.dataDir) : () => {};
  try {
    if (options.dataDir && !options.loadDataDir) initPgliteFolder(pgliteFolder(options.dataDir));
    const settings = {
      loadDataDir: options.loadDataDir,
      extensions: pgliteExtensions,
      startParams: pgliteStartParams,
    };
    const client = options.dataDir
      ? new PGlite(pgliteFolder(options.dataDir), settings)
      : new PGlite(settings);
    const timing = queryTiming();
    timePglite(client, timing.observe);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migrate(db, migrationsFolder).catch(async (error: unknown) => {
      await client.close();
      throw error;
    });
    return {
      db,
      kind: 'pglite',
      queryTiming: timing,
      pinned: (work) => work(db),
      dump: () => dumpPglite(client),
      listen: async (channel, onPayload) => {
        await client.listen(channel, onPayload);
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}
