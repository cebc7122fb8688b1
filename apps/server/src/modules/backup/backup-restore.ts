import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, pgliteExtensions, pgliteFolder } from '../../db/client.ts';
import type { FileStore } from '../../plugins/file-store-contract.ts';
import {
  type BackupManifest,
  countDifferences,
  countRows,
  FILES_FOLDER,
  listFiles,
  PGLITE_FILE,
  POSTGRES_FILE,
  readManifest,
  verifyChecksums,
} from './backup-manifest.ts';

const run = promisify(execFile);

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};
const contentTypeOf = (name: string) =>
  CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

export interface RestoreTarget {
  /** PGlite: the DATA_DIR to create (its `pglite/` folder). */
  dataDir?: string;
  /** PostgreSQL: an existing, empty database. */
  databaseUrl?: string;
  /** Where the file store's files go; skipped when the backup has none. */
  fileStoreDir: string;
  /** The bucket a backup of a shop on S3 puts its pictures back into (FILE_STORE=s3). */
  bucket?: FileStore;
  /** Replace what the target already holds. */
  force: boolean;
}

const nonEmpty = (folder: string) => fs.existsSync(folder) && fs.readdirSync(folder).length > 0;

function lockHolder(dataDir: string): number {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return 0;
  }
}

async function userTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
    return Number(result.rows[0].n);
  } finally {
    await client.end();
  }
}

/** Every refusal comes before anything is written: a refused restore leaves the target as it was. */
async function checkTarget(folder: string, manifest: BackupManifest, target: RestoreTarget): Promise<void> {
  verifyChecksums(folder, manifest);
  const hint = 'Pakai --force untuk menimpanya';
  if (manifest.kind === 'pglite') {
    if (target.databaseUrl || !target.dataDir)
      throw new Error(
        'Cadangan PGlite dipulihkan ke sebuah folder data (--data-dir), bukan ke PostgreSQL: ' +
          'jalankan tanpa DATABASE_URL dan --database-url',
      );
    const holder = lockHolder(target.dataDir);
    if (holder) throw new Error(`Server (pid ${holder}) sedang memakai ${target.dataDir}: hentikan dahulu`);
    if (nonEmpty(pgliteFolder(target.dataDir)) && !target.force)
      throw new Error(`${pgliteFolder(target.dataDir)} sudah berisi database. ${hint}`);
  } else {
    if (!target.databaseUrl)
      throw new Error('Cadangan PostgreSQL dipulihkan ke sebuah database: pakai --database-url');
    if ((await userTables(target.databaseUrl)) > 0 && !target.force)
      throw new Error(`Database tujuan sudah berisi tabel. ${hint}`);
  }
  if (manifest.file_store === 'local' && nonEmpty(target.fileStoreDir) && !target.force)
    throw new Error(`${target.fileStoreDir} sudah berisi berkas. ${hint}`);
}

/** Loads the tar into a new PGlite folder and counts its rows before any migration runs. */
async function restorePglite(folder: string, dataDir: string, force: boolean) {
  const target = pgliteFolder(dataDir);
  if (force) fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const dump = new Blob([new Uint8Array(fs.readFileSync(path.join(folder, PGLITE_FILE)))]);
  const client = new PGlite(target, { loadDataDir: dump, extensions: pgliteExtensions });
  let counts: Awaited<ReturnType<typeof countRows>>;
  try {
    counts = await countRows((text) => client.query(text));
  } finally {
    await client.close();
  }
  // Then what the server does on start: migrations a newer version brings.
  const migrated = await openPglite({ dataDir });
  await migrated.close();
  return counts;
}

async function restorePostgres(folder: string, databaseUrl: string, force: boolean) {
  const args = ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`];
  if (force) args.push('--clean', '--if-exists');
  try {
    await run('pg_restore', [...args, path.join(folder, POSTGRES_FILE)]);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new Error(`pg_restore gagal: ${stderr}`);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let counts: Awaited<ReturnType<typeof countRows>>;
  try {
    counts = await countRows((text) => client.query(text));
  } finally {
    await client.end();
  }
  const migrated = await openPostgres(databaseUrl);
  await migrated.close();
  return counts;
}

/**
 * `npm run restore`: checks the backup's checksums and the target, loads the database,
 * compares its rows with the manifest, copies the files back, and migrates like a start.
 */
export async function restoreBackup(folder: string, target: RestoreTarget): Promise<BackupManifest> {
  const manifest = readManifest(folder);
  await checkTarget(folder, manifest, target);
  const counts =
    manifest.kind === 'pglite'
      ? await restorePglite(folder, target.dataDir ?? '', target.force)
      : await restorePostgres(folder, target.databaseUrl ?? '', target.force);
  const differences = countDifferences(manifest.row_counts, counts.row_counts);
  if (counts.migrations !== manifest.migrations)
    differences.unshift(`migrasi: cadangan ${manifest.migrations}, hasil ${counts.migrations}`);
  if (differences.length > 0)
    throw new Error(`Hasil pemulihan tidak sama dengan cadangan:\n- ${differences.join('\n- ')}`);

  const files = path.join(folder, FILES_FOLDER);
  if (manifest.file_store === 'local' && listFiles(files).length > 0) {
    if (target.force) fs.rmSync(target.fileStoreDir, { recursive: true, force: true });
    fs.cpSync(files, target.fileStoreDir, { recursive: true });
  }
  if (manifest.file_store === 's3' && target.bucket) {
    // Same keys as they had; a picture already there is written over with the backup's copy.
    for (const name of listFiles(files)) {
      await target.bucket.put(name, fs.readFileSync(path.join(files, name)), contentTypeOf(name));
    }
  }
  return manifest;
}
