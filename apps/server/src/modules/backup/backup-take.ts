import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { openPglite, pgliteExtensions, pgliteFolder } from '../../db/client.ts';
import { isSafeKey } from '../../plugins/file-store-contract.ts';
import { createS3FileStore, type S3FileStore } from '../../plugins/file-store-s3.ts';
import { BACKUP_ROUTE, readControl, TOKEN_HEADER } from './backup-control.ts';
import {
  type BackupManifest,
  countRows,
  FILES_FOLDER,
  listFiles,
  MANIFEST_FILE,
  PGLITE_FILE,
  POSTGRES_FILE,
  sha256File,
} from './backup-manifest.ts';

const run = promisify(execFile);

type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'fileStore' | 'fileStoreDir'>;

export interface TakenBackup {
  folder: string;
  manifest: BackupManifest;
  /** Whether a running server made the PGlite copy (else this process opened the folder). */
  fromServer: boolean;
  /** Objects of the bucket whose key the app would never write (another tool's), not copied. */
  skippedObjects: string[];
}

/**
 * Every object of the bucket into `target`, under its key (the layout of the local store, so a
 * restore can put them back either way), one at a time as a stream. Keys the app cannot have
 * written (`isSafeKey`) are left out and returned: a bucket shared with another tool.
 */
async function copyBucket(store: S3FileStore, target: string): Promise<string[]> {
  const skipped: string[] = [];
  for await (const key of store.keys()) {
    if (!isSafeKey(key)) {
      skipped.push(key);
      continue;
    }
    const response = await store.fetchObject(key);
    if (!response.ok || !response.body)
      throw new Error(`Objek ${key} di bucket tidak terbaca (${response.status})`);
    const file = path.join(target, ...key.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await pipeline(Readable.fromWeb(response.body as WebStream), fs.createWriteStream(file));
  }
  return skipped;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `toko-YYYYMMDD-HHmmss` in UTC: sorts by time whatever the shops' time zones. */
export function backupName(at: Date): string {
  return `toko-${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}-${pad(
    at.getUTCHours(),
  )}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite's folder as one gzipped tar. A server holding the folder (its lock file names a live
 * process) makes the copy itself over its control route; with no server this process opens
 * the folder, taking the same lock, so a server started meanwhile is refused.
 */
async function pgliteDump(dataDir: string): Promise<{ dump: Buffer; fromServer: boolean }> {
  const lockFile = path.join(dataDir, 'server.lock');
  const holder = fs.existsSync(lockFile) ? Number(fs.readFileSync(lockFile, 'utf8')) : 0;
  if (holder > 0 && alive(holder)) {
    const control = readControl(dataDir);
    if (!control || control.pid !== holder)
      throw new Error(
        `Server (pid ${holder}) memakai ${dataDir} tetapi belum siap menerima permintaan cadangan: coba lagi sebentar lagi`,
      );
    const response = await fetch(`${control.url}${BACKUP_ROUTE}`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: control.token },
    });
    if (response.status !== 200)
      throw new Error(`Server menolak permintaan cadangan (${response.status}): ${await response.text()}`);
    return { dump: Buffer.from(await response.arrayBuffer()), fromServer: true };
  }
  if (!fs.existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION')))
    throw new Error(`Tidak ada database PGlite di ${pgliteFolder(dataDir)}`);
  const database = await openPglite({ dataDir });
  try {
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite tanpa dump');
    return { dump: Buffer.from(await dump.arrayBuffer()), fromServer: false };
  } finally {
    await database.close();
  }
}

/** The copy's rows, read from the copy itself: also proves that it opens. */
async function countPgliteDump(dump: Buffer) {
  const copy = new PGlite({ loadDataDir: new Blob([new Uint8Array(dump)]), extensions: pgliteExtensions });
  try {
    return await countRows((text) => copy.query(text));
  } finally {
    await copy.close();
  }
}

/**
 * pg_dump inside a snapshot this process exported: the rows counted here are exactly the
 * rows the dump holds, while the shop keeps writing.
 */
async function pgDump(databaseUrl: string, file: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query('select pg_export_snapshot() as id')).rows[0].id as string;
    const counts = await countRows((text) => client.query(text));
    try {
      await run('pg_dump', [
        '--format=custom',
        `--snapshot=${snapshot}`,
        `--file=${file}`,
        `--dbname=${databaseUrl}`,
      ]);
    } catch (error) {
      const version = (await client.query('show server_version')).rows[0].server_version as string;
      const stderr = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
      throw new Error(
        `pg_dump gagal (server PostgreSQL ${version}; pg_dump harus versi utama yang sama atau lebih baru): ${stderr}`,
      );
    }
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

/**
 * Writes `{root}/toko-YYYYMMDD-HHmmss/`: the database, the local file store's files and the
 * manifest. Photos are copied after the database: one uploaded meanwhile may be there without
 * its row (harmless); the app names every photo by its piece's or document's code, so none
 * the database points to is lost unless it was deleted in those seconds.
 */
export async function takeBackup(
  config: BackupConfig,
  options: {
    root: string;
    now: Date;
    appVersion: string;
    /** Called once the database is copied, before the copy is counted and the files copied. */
    onDatabaseCopied?: () => void;
    /** The PGlite copy of the server that holds the database (its scheduled backups). */
    dumpPglite?: () => Promise<Blob>;
  },
): Promise<TakenBackup> {
  const folder = path.join(options.root, backupName(options.now));
  fs.mkdirSync(options.root, { recursive: true });
  if (fs.existsSync(folder)) throw new Error(`${folder} sudah ada: tunggu satu detik lalu ulangi`);
  fs.mkdirSync(folder);
  try {
    let counts: Pick<BackupManifest, 'migrations' | 'row_counts'>;
    let fromServer = false;
    if (config.databaseUrl) {
      counts = await pgDump(config.databaseUrl, path.join(folder, POSTGRES_FILE));
      options.onDatabaseCopied?.();
    } else {
      const taken = options.dumpPglite
        ? { dump: Buffer.from(await (await options.dumpPglite()).arrayBuffer()), fromServer: true }
        : await pgliteDump(config.dataDir);
      options.onDatabaseCopied?.();
      fs.writeFileSync(path.join(folder, PGLITE_FILE), taken.dump);
      fromServer = taken.fromServer;
      counts = await countPgliteDump(taken.dump);
    }
    let skippedObjects: string[] = [];
    if (config.fileStore.kind === 's3') {
      skippedObjects = await copyBucket(createS3FileStore(config.fileStore), path.join(folder, FILES_FOLDER));
    } else if (fs.existsSync(config.fileStoreDir)) {
      // Half-written uploads (`*.tmp`, renamed when complete) are not pictures yet.
      fs.cpSync(config.fileStoreDir, path.join(folder, FILES_FOLDER), {
        recursive: true,
        filter: (source) => !source.endsWith('.tmp'),
      });
    }
    const names = listFiles(folder);
    const manifest: BackupManifest = {
      format: 1,
      kind: config.databaseUrl ? 'postgres' : 'pglite',
      created_at: options.now.toISOString(),
      app_version: options.appVersion,
      ...counts,
      file_store: config.fileStore.kind,
      checksums: Object.fromEntries(names.map((name) => [name, sha256File(path.join(folder, name))])),
      bytes: names.reduce((sum, name) => sum + fs.statSync(path.join(folder, name)).size, 0),
    };
    fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    return { folder, manifest, fromServer, skippedObjects };
  } catch (error) {
    // No half backup that a restore could mistake for a whole one.
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
