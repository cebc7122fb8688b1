import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import type { Backend } from './options.ts';
import type { PrivatePostgres } from './private-postgres.ts';

/** One scenario's own database: a new PGlite folder or a new database on the private PostgreSQL. */
export interface ScenarioDatabase {
  kind: Backend;
  /** What the server process needs to find it. */
  env: Record<string, string>;
  /**
   * Opens it in the script, as the server does (PGlite: taking the folder lock, so the
   * server must be down; after a kill -9 this is the stale-lock takeover being tested).
   */
  withDb<T>(work: (database: Database) => Promise<T>): Promise<T>;
  /** PGlite: the pid in the folder lock a killed server left (undefined: none). */
  lockPid(): number | undefined;
  remove(): void;
}

let databases = 0;

export async function scenarioDatabase(
  kind: Backend,
  postgres: PrivatePostgres | undefined,
): Promise<ScenarioDatabase> {
  databases += 1;
  if (kind === 'postgres') {
    if (!postgres) throw new Error('PostgreSQL pribadi belum berjalan');
    const url = await postgres.createDatabase(`faults_${process.pid}_${databases}`);
    return {
      kind,
      env: { DATABASE_URL: url },
      async withDb(work) {
        const database = await openDatabase({ databaseUrl: url, dataDir: '' });
        try {
          return await work(database);
        } finally {
          await database.close();
        }
      },
      lockPid: () => undefined,
      remove: () => {},
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-faults-pglite-'));
  const lockFile = path.join(dataDir, 'server.lock');
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async withDb(work) {
      const database = await openDatabase({ dataDir });
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
    lockPid: () => (fs.existsSync(lockFile) ? Number(fs.readFileSync(lockFile, 'utf8')) : undefined),
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
