import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** One type for both drivers, so every repository runs on PGlite and PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The open transaction, passed from service to service. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

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
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

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
  pool.on('connect', (client) => client.on('error', lost));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder });
  const pinned = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await work(drizzlePg(client, { schema }) as unknown as Db);
    } finally {
      client.release();
    }
  };
  return { db, kind: 'postgres', pool, pinned, close: () => pool.end() };
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it. A lock
 * file with our pid refuses a second server; a stale one (dead pid) is taken over.
 */
function takeFolderLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    let alive = false;
    try {
      if (pid > 0 && pid !== process.pid) {
        process.kill(pid, 0);
        alive = true;
      }
    } catch {
      alive = false;
    }
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
const extensions = { pg_trgm };

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const release = options.dataDir ? takeFolderLock(options.dataDir) : () => {};
  try {
    const client = options.dataDir
      ? new PGlite(path.join(options.dataDir, 'pglite'), { extensions })
      : new PGlite({ loadDataDir: options.loadDataDir, extensions });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      pinned: (work) => work(db),
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
