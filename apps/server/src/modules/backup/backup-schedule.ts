import fs from 'node:fs';
import path from 'node:path';
import { Cron } from 'croner';
import pg from 'pg';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { MANIFEST_FILE, readManifest } from './backup-manifest.ts';
import { takeBackup } from './backup-take.ts';

/** A backup's folder name (`backupName`): only such folders with a manifest are rotated. */
const BACKUP_FOLDER = /^toko-\d{8}-\d{6}$/;

/**
 * One PostgreSQL advisory lock for all the processes serving a database: the one that holds it
 * takes the scheduled backup, the others skip that turn instead of taking the same copy again.
 */
const BACKUP_LOCK = 0x746f6b6f; // 'toko'

export interface BackupAttempt {
  at: string;
  folder?: string;
  bytes?: number;
  seconds?: number;
  error?: string;
}

export interface BackupStatus {
  schedule: string;
  next: string | undefined;
  /** The newest whole backup in the folder (this process's or another's). */
  lastSuccess: { at: string; folder: string } | undefined;
  /** This process's last failure, until a newer whole backup is in the folder. */
  lastFailure: BackupAttempt | undefined;
}

/** Where outcomes are counted (the metrics). */
export interface BackupReporter {
  backupFinished(result: 'berhasil' | 'gagal' | 'dilewati', attempt: BackupAttempt): void;
  backupKnown(at: string): void;
}

/** The whole backups of a folder, newest first (a folder without its manifest is unfinished). */
export function wholeBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_FOLDER.test(name) && fs.existsSync(path.join(dir, name, MANIFEST_FILE)))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** When the newest whole backup of the folder was taken: only its manifest is read (health asks often). */
function newestBackup(dir: string): { at: string; folder: string } | undefined {
  const [folder] = wholeBackups(dir);
  if (!folder) return undefined;
  try {
    return { at: readManifest(folder).created_at, folder };
  } catch {
    return undefined;
  }
}

/** Removes all but the newest `keep` whole backups; returns the folders removed. */
export function rotateBackups(dir: string, keep: number): string[] {
  const old = wholeBackups(dir).slice(keep);
  for (const folder of old) fs.rmSync(folder, { recursive: true, force: true });
  return old;
}

/** Runs `work` while this process holds the database's backup lock; undefined if another does. */
async function underLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T | undefined> {
  // PGlite: one process holds the folder, there is no one else to agree with.
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select pg_try_advisory_lock($1) as held', [BACKUP_LOCK]);
    if (!rows[0]?.held) return undefined;
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]);
    }
  } finally {
    await client.end();
  }
}

/**
 * The backups the server takes on BACKUP_SCHEDULE (issue 31 item 4): the same backup as
 * `npm run backup` (database, the pictures of the local folder or the bucket, manifest with counts
 * and checksums) into BACKUP_DIR, then all but the newest BACKUP_KEEP removed. A turn that
 * comes while the last still runs is skipped; so is one another process of the same
 * PostgreSQL database is taking. Every outcome is logged and counted, and the status is what
 * `/health/ready` shows under `backup`.
 */
export function startBackupSchedule(deps: {
  config: Config;
  database: Database;
  appVersion: string;
  reporter: BackupReporter;
  log: { info(message: string): void; error(message: string): void };
}) {
  const { config, database, reporter, log } = deps;
  const { schedule, dir, keep } = config.backup;
  if (!schedule) return undefined;
  let lastFailure: BackupAttempt | undefined;
  const known = newestBackup(dir);
  if (known) reporter.backupKnown(known.at);
  let running: Promise<BackupAttempt | undefined> | undefined;

  async function take(at: Date): Promise<BackupAttempt | undefined> {
    const started = Date.now();
    try {
      const taken = await underLock(config.databaseUrl, () =>
        takeBackup(config, { root: dir, now: at, appVersion: deps.appVersion, dumpPglite: database.dump }),
      );
      if (!taken) {
        log.info('Cadangan terjadwal dilewati: proses lain sedang mencadangkan database ini');
        reporter.backupFinished('dilewati', { at: at.toISOString() });
        return undefined;
      }
      const removed = rotateBackups(dir, keep);
      const attempt: BackupAttempt = {
        at: at.toISOString(),
        folder: taken.folder,
        bytes: taken.manifest.bytes,
        seconds: (Date.now() - started) / 1000,
      };
      lastFailure = undefined;
      log.info(
        `Cadangan terjadwal ${taken.folder}: ${taken.manifest.bytes} byte, ${attempt.seconds?.toFixed(1)} s` +
          (removed.length > 0 ? `; ${removed.length} cadangan lama dihapus` : '') +
          (taken.skippedObjects.length > 0
            ? `; ${taken.skippedObjects.length} objek bucket bukan milik aplikasi tidak disalin`
            : ''),
      );
      reporter.backupFinished('berhasil', attempt);
      return attempt;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      lastFailure = { at: at.toISOString(), error: message, seconds: (Date.now() - started) / 1000 };
      log.error(`Cadangan terjadwal gagal: ${message}`);
      reporter.backupFinished('gagal', lastFailure);
      return lastFailure;
    }
  }

  /** One backup now, unless one is running (then that one's outcome). */
  function runNow(at: Date = config.now()): Promise<BackupAttempt | undefined> {
    running ??= take(at).finally(() => {
      running = undefined;
    });
    return running;
  }

  // unref: the timer alone does not keep a process (a script that built the app) running.
  const job = new Cron(schedule, { timezone: config.timeZone, protect: true, unref: true }, async () => {
    await runNow();
  });

  return {
    runNow,
    status(): BackupStatus {
      const lastSuccess = newestBackup(dir);
      return {
        schedule,
        next: job.nextRun()?.toISOString(),
        lastSuccess,
        // A failure is news until a whole backup newer than it is in the folder (ours or another process's).
        lastFailure:
          lastFailure && (!lastSuccess || lastSuccess.at < lastFailure.at) ? lastFailure : undefined,
      };
    },
    /** No new turn; waits for a backup in progress (a shutdown does not cut one in half). */
    async stop(): Promise<void> {
      job.stop();
      await running;
    },
  };
}

export type BackupSchedule = NonNullable<ReturnType<typeof startBackupSchedule>>;

/** What `/health/ready` says of the backups: the last whole one, the next turn, a failure since. */
export function backupHealth(status: BackupStatus): { ok: boolean; detail: string } {
  const parts = [
    status.lastSuccess ? `terakhir ${status.lastSuccess.at}` : 'belum ada cadangan',
    status.next ? `berikutnya ${status.next}` : `jadwal ${status.schedule}`,
  ];
  if (status.lastFailure) parts.push(`gagal ${status.lastFailure.at}: ${status.lastFailure.error}`);
  return { ok: !status.lastFailure, detail: parts.join('; ') };
}
