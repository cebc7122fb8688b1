import path from 'node:path';
import { parseArgs } from 'node:util';
import { appVersion } from '../../app-version.ts';
import { loadConfig } from '../../config.ts';
import { createS3FileStore } from '../../plugins/file-store-s3.ts';
import { drillText, restoreDrill } from './backup-drill.ts';
import { restoreBackup } from './backup-restore.ts';
import { wholeBackups } from './backup-schedule.ts';
import { takeBackup } from './backup-take.ts';

// The commands behind `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts).

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

/**
 * `npm run backup [-- --out DIR]`: the database of DATA_DIR or DATABASE_URL, and the file store,
 * into BACKUP_DIR (where the schedule writes and the drill looks) unless `--out` says elsewhere.
 */
export function backupCommand(argv: string[]): Promise<void> {
  return main(async () => {
    const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } } });
    const config = loadConfig();
    const started = Date.now();
    let copied = 0;
    const taken = await takeBackup(config, {
      root: path.resolve(values.out ?? config.backup.dir),
      now: new Date(),
      appVersion: appVersion(),
      onDatabaseCopied: () => {
        copied = Date.now() - started;
      },
    });
    const source = config.databaseUrl
      ? 'PostgreSQL (pg_dump)'
      : taken.fromServer
        ? 'PGlite, disalin oleh server yang sedang berjalan'
        : `PGlite di ${config.dataDir}`;
    console.log(
      `Cadangan ${taken.folder}: ${source}, ${megabytes(taken.manifest.bytes)}, ` +
        `${Object.keys(taken.manifest.checksums).length} berkas, ${Date.now() - started} ms ` +
        `(database tersalin dalam ${copied} ms, sisanya menghitung baris salinan dan menyalin gambar)`,
    );
    if (taken.skippedObjects.length > 0)
      console.log(
        `${taken.skippedObjects.length} objek bucket bukan milik aplikasi ini tidak disalin: ${taken.skippedObjects.slice(0, 5).join(', ')}`,
      );
  });
}

/** `npm run restore -- <backup> [--data-dir DIR | --database-url URL] [--files-dir DIR] [--force]`. */
export function restoreCommand(argv: string[]): Promise<void> {
  return main(async () => {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
        'files-dir': { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    });
    const [folder] = positionals;
    if (!folder || positionals.length > 1)
      throw new Error(
        'Pakai: npm run restore -- <folder cadangan> [--data-dir DIR | --database-url URL] [--files-dir DIR] [--force]',
      );
    // The target is the configuration a server started with these settings would use.
    const config = loadConfig({
      ...process.env,
      ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
      ...(values['files-dir'] ? { FILE_STORE_DIR: values['files-dir'] } : {}),
    });
    const started = Date.now();
    const manifest = await restoreBackup(path.resolve(folder), {
      dataDir: config.dataDir,
      databaseUrl: values['database-url'] ?? config.databaseUrl,
      fileStoreDir: config.fileStoreDir,
      bucket: config.fileStore.kind === 's3' ? createS3FileStore(config.fileStore) : undefined,
      force: values.force,
    });
    const where = manifest.kind === 'pglite' ? config.dataDir : 'database PostgreSQL';
    console.log(
      `Dipulihkan ke ${where}: cadangan ${manifest.created_at}, ` +
        `${Object.values(manifest.row_counts).reduce((sum, n) => sum + n, 0)} baris di ` +
        `${Object.keys(manifest.row_counts).length} tabel sama dengan manifest, ${Date.now() - started} ms`,
    );
  });
}

/**
 * `npm run restore:drill [-- <backup folder>]`: the newest whole backup of BACKUP_DIR (or the
 * folder given) restored into a scratch place and compared with its manifest (backup-drill.ts).
 */
export function drillCommand(argv: string[]): Promise<void> {
  return main(async () => {
    const { positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} });
    const config = loadConfig();
    const [given] = positionals;
    const folder = given ? path.resolve(given) : wholeBackups(config.backup.dir)[0];
    if (!folder) throw new Error(`Tidak ada cadangan utuh di ${config.backup.dir} (BACKUP_DIR)`);
    console.log(drillText(await restoreDrill(folder, config.databaseUrl)));
  });
}
