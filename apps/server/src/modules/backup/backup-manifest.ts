import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A backup is one folder `toko-YYYYMMDD-HHmmss/`: the database (`database.tar.gz`, PGlite's
 * folder; or `database.dump`, pg_dump's custom format), `files/` (the local file store) and
 * this manifest, which a restore checks before it writes anything and again afterwards.
 */
export const MANIFEST_FILE = 'manifest.json';
export const PGLITE_FILE = 'database.tar.gz';
export const POSTGRES_FILE = 'database.dump';
export const FILES_FOLDER = 'files';

export interface BackupManifest {
  format: 1;
  kind: 'pglite' | 'postgres';
  created_at: string;
  app_version: string;
  /** Migrations applied to the copied database (drizzle.__drizzle_migrations). */
  migrations: number;
  /** Rows of every table of the copy, as the database holds them at the copy's instant. */
  row_counts: Record<string, number>;
  /** Where the pictures were: `local`, the folder; `s3`, the bucket. Either way copied into files/. */
  file_store: 'local' | 's3';
  /** sha256 of every file of the backup but the manifest, by path relative to the folder. */
  checksums: Record<string, string>;
  bytes: number;
}

/** `query` of node-postgres and PGlite alike. */
export type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Rows of every table of the public schema, and the migrations applied. */
export async function countRows(query: Query): Promise<Pick<BackupManifest, 'migrations' | 'row_counts'>> {
  const tables = await query(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const row_counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const name = String(tablename);
    const result = await query(`select count(*)::int as n from public."${name.replaceAll('"', '""')}"`);
    row_counts[name] = Number(result.rows[0]?.n);
  }
  const migrations = await query(
    `select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
       else (select count(*)::int from drizzle.__drizzle_migrations) end as n`,
  );
  return { migrations: Number(migrations.rows[0]?.n), row_counts };
}

/** Differences between the counts a backup promised and those of the restored copy. */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .sort()
    .filter((name) => expected[name] !== actual[name])
    .map((name) => `${name}: cadangan ${expected[name] ?? '-'}, hasil ${actual[name] ?? '-'}`);
}

export function sha256File(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Every file under `folder`, as paths relative to it with `/`. */
export function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`${folder} bukan folder cadangan: ${MANIFEST_FILE} tidak ada`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1 || (manifest.kind !== 'pglite' && manifest.kind !== 'postgres'))
    throw new Error(`${MANIFEST_FILE} tidak dikenal (format ${String(manifest.format)})`);
  return manifest;
}

/** Refuses a backup with a file missing, changed or added since it was written. */
export function verifyChecksums(folder: string, manifest: BackupManifest): void {
  const present = listFiles(folder).filter((name) => name !== MANIFEST_FILE);
  const problems: string[] = [];
  for (const name of present)
    if (!(name in manifest.checksums)) problems.push(`${name} tidak tercatat di manifest`);
  for (const [name, sum] of Object.entries(manifest.checksums)) {
    const file = path.join(folder, name);
    if (!fs.existsSync(file)) problems.push(`${name} hilang`);
    else if (sha256File(file) !== sum) problems.push(`${name} berubah (checksum berbeda)`);
  }
  if (problems.length > 0) throw new Error(`Cadangan ${folder} rusak:\n- ${problems.join('\n- ')}`);
}
