import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY, fakeS3, REGION, SECRET_KEY } from '../../../test/fake-s3.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { S3Config } from '../../config.ts';
import { backupSchedule, loadConfig } from '../../config.ts';
import { openPglite, openPostgres } from '../../db/client.ts';
import { createS3FileStore } from '../../plugins/file-store-s3.ts';
import { drillText, restoreDrill } from './backup-drill.ts';
import { MANIFEST_FILE, PGLITE_FILE, POSTGRES_FILE, readManifest } from './backup-manifest.ts';
import { restoreBackup } from './backup-restore.ts';
import { rotateBackups, wholeBackups } from './backup-schedule.ts';
import { takeBackup } from './backup-take.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/** A repository script run as `npm run` runs it (node with the tsx loader), with its output. */
function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output: output.trim() }));
  });
}

/**
 * Backups on a schedule (issue 31 item 4) through the real app and database: the backup
 * `npm run backup` takes, into BACKUP_DIR, the newest BACKUP_KEEP kept; the last success in
 * `/health/ready` and the metrics; a failure told there without taking the server out; a turn
 * skipped while another process of the same PostgreSQL database holds the backup lock; and the
 * schedule itself firing.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TOKEN = 'rahasia-metrics-untuk-test-0123456789';
const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
};

async function ready(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
  return {
    status: response.statusCode,
    body: response.json() as { checks: Record<string, { ok: boolean; detail: string }> },
  };
}

async function scrape(t: TestApp): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return response.body;
}

const sample = (text: string, line: string) =>
  Number(
    text
      .split('\n')
      .find((each) => each.startsWith(`${line} `))
      ?.split(' ')[1],
  );

const databases: string[] = [];

/** PostgreSQL: a new empty database beside the tests' own, dropped at the end. */
async function emptyDatabase(): Promise<string> {
  const server = process.env.TEST_DATABASE_URL ?? '';
  const name = `toko_restore_${databases.length}_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  if (databases.length === 0) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('BACKUP_SCHEDULE, BACKUP_DIR, BACKUP_KEEP', () => {
  it('takes a daily time or a cron pattern, and refuses anything else at start', () => {
    expect(backupSchedule('02:30', 'Asia/Jakarta')).toBe('30 2 * * *');
    expect(backupSchedule('0 */6 * * *', 'Asia/Jakarta')).toBe('0 */6 * * *');
    expect(() => backupSchedule('25:00', 'Asia/Jakarta')).toThrow(/BACKUP_SCHEDULE/);
    expect(() => backupSchedule('setiap malam', 'Asia/Jakarta')).toThrow(/BACKUP_SCHEDULE/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    const config = loadConfig({ BACKUP_SCHEDULE: '23:15', BACKUP_DIR: '/srv/cadangan', BACKUP_KEEP: '14' });
    expect(config.backup).toEqual({ schedule: '15 23 * * *', dir: '/srv/cadangan', keep: 14 });
    expect(loadConfig({}).backup.schedule).toBeUndefined();
  });

  it('rotates only whole backups of its own naming, newest kept', () => {
    const dir = tempFolder('toko-rotate-');
    for (const name of ['toko-20261201-020000', 'toko-20261202-020000', 'toko-20261203-020000']) {
      fs.mkdirSync(path.join(dir, name));
      fs.writeFileSync(path.join(dir, name, MANIFEST_FILE), JSON.stringify({ created_at: name }));
    }
    // Unfinished (no manifest) and someone else's folder: never touched.
    fs.mkdirSync(path.join(dir, 'toko-20261130-020000'));
    fs.mkdirSync(path.join(dir, 'arsip-lama'));
    expect(rotateBackups(dir, 2)).toEqual([path.join(dir, 'toko-20261201-020000')]);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'arsip-lama',
      'toko-20261130-020000',
      'toko-20261202-020000',
      'toko-20261203-020000',
    ]);
    expect(wholeBackups(dir).map((each) => path.basename(each))).toEqual([
      'toko-20261203-020000',
      'toko-20261202-020000',
    ]);
  });
});

describe('npm run backup', () => {
  it('writes into BACKUP_DIR when no --out is given, where the schedule writes and the drill looks', async () => {
    const out = tempFolder('toko-backup-dir-');
    let database: NodeJS.ProcessEnv;
    if (onPostgres) {
      const url = await emptyDatabase();
      await (await openPostgres(url)).close();
      database = { DATABASE_URL: url };
    } else {
      const dataDir = tempFolder('toko-backup-data-');
      await (await openPglite({ dataDir })).close();
      database = { DATA_DIR: dataDir, DATABASE_URL: '' };
    }
    const { code, output } = await runScript('scripts/backup.ts', [], {
      ...database,
      BACKUP_DIR: out,
      FILE_STORE_DIR: tempFolder('toko-backup-files-'),
    });
    expect(code, output).toBe(0);
    expect(wholeBackups(out).map((each) => path.basename(each))).toEqual([
      expect.stringMatching(/^toko-\d{8}-\d{6}$/),
    ]);
  });
});

describe('the server backing itself up', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = tempFolder('toko-scheduled-');
    t = await createTestApp({
      env: { BACKUP_SCHEDULE: '03:00', BACKUP_DIR: dir, BACKUP_KEEP: '2', METRICS_TOKEN: TOKEN },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says in /health/ready that there is no backup yet and when the next comes', async () => {
    const { status, body } = await ready(t);
    expect(status).toBe(200);
    expect(body.checks.backup?.ok).toBe(true);
    expect(body.checks.backup?.detail).toMatch(
      /^belum ada cadangan; berikutnya \d{4}-\d\d-\d\dT20:00:00\.000Z$/,
    );
  });

  it('takes the backup npm run backup takes, keeps the newest two, and tells health and metrics', async () => {
    const backups = t.backups;
    if (!backups) throw new Error('jadwal cadangan tidak aktif');
    const times = ['2026-11-20T20:00:00.000Z', '2026-11-21T20:00:00.000Z', '2026-11-22T20:00:00.000Z'];
    for (const at of times) {
      const attempt = await backups.runNow(new Date(at));
      expect(attempt?.error).toBeUndefined();
      expect(attempt?.at).toBe(at);
    }
    const kept = wholeBackups(dir);
    expect(kept.map((each) => path.basename(each))).toEqual(['toko-20261122-200000', 'toko-20261121-200000']);
    const manifest = readManifest(kept[0] ?? '');
    expect(manifest.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.row_counts.users).toBeGreaterThan(0);
    expect(Object.keys(manifest.checksums)).toContain(onPostgres ? POSTGRES_FILE : PGLITE_FILE);

    const { status, body } = await ready(t);
    expect(status).toBe(200);
    expect(body.checks.backup).toEqual({
      ok: true,
      detail: expect.stringMatching(/^terakhir 2026-11-22T20:00:00\.000Z; berikutnya /),
    });
    const metrics = await scrape(t);
    expect(sample(metrics, 'toko_backups_total{hasil="berhasil"}')).toBe(3);
    expect(sample(metrics, 'toko_backup_last_success_timestamp_seconds')).toBe(
      Date.parse(times[2] ?? '') / 1000,
    );
    expect(sample(metrics, 'toko_backup_last_bytes')).toBe(manifest.bytes);
  });

  it('passes the restore drill (npm run restore:drill), which refuses a changed backup', async () => {
    const backups = t.backups;
    if (!backups) throw new Error('jadwal cadangan tidak aktif');
    // A picture in the local file store, so the drill restores one and checks it again.
    const picture = path.join(t.config.fileStoreDir, 'PST', 'barang', 'DRILL01.jpg');
    fs.mkdirSync(path.dirname(picture), { recursive: true });
    fs.writeFileSync(picture, Buffer.from('bukan jpeg sungguhan, cukup untuk checksum'));
    const taken = await backups.runNow(new Date('2026-11-22T21:00:00.000Z'));
    expect(taken?.error).toBeUndefined();

    // The script itself, as an operator or a cron job runs it: the newest backup of BACKUP_DIR.
    const { code, output } = await runScript('scripts/restore-drill.ts', [], {
      BACKUP_DIR: dir,
      ...(onPostgres && { DATABASE_URL: process.env.TEST_DATABASE_URL }),
    });
    // Printed into the test log, so CI's output shows the drill's figures.
    console.log(output);
    expect(code, output).toBe(0);
    expect(output).toMatch(
      /^Uji pemulihan toko-20261122-210000: (pglite|postgres), dibuat 2026-11-22T21:00:00\.000Z/m,
    );
    expect(output).toMatch(/^- baris: \d+ baris di \d+ tabel sama dengan manifest setelah dipulihkan$/m);
    expect(output).toMatch(/^- gambar: 1 berkas dipulihkan, checksum cocok$/m);

    // A copy with one byte of the database changed is refused before anything is restored.
    const copy = tempFolder('toko-drill-copy-');
    fs.cpSync(taken?.folder ?? '', copy, { recursive: true });
    const database = path.join(copy, onPostgres ? POSTGRES_FILE : PGLITE_FILE);
    const bytes = fs.readFileSync(database);
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0xff;
    fs.writeFileSync(database, bytes);
    await expect(restoreDrill(copy, process.env.TEST_DATABASE_URL)).rejects.toThrow(
      /checksum|berubah|berbeda/i,
    );
  });

  it('copies a bucket (FILE_STORE=s3) into the backup, and a restore puts it back', async () => {
    const shopBucket = fakeS3('toko-gambar');
    const newBucket = fakeS3('toko-gambar-baru');
    const bucketSettings = async (bucket: ReturnType<typeof fakeS3>, name: string): Promise<S3Config> => ({
      kind: 's3',
      endpoint: await bucket.start(),
      bucket: name,
      region: REGION,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
      pathStyle: true,
      publicUrl: undefined,
    });
    try {
      const settings = await bucketSettings(shopBucket, 'toko-gambar');
      const store = createS3FileStore(settings);
      const pictures = {
        'PST/barang/CC0001.jpg': 'cincin',
        'PST/logo/logo.png': 'logo',
        'PST/pesanan/PS0001.webp': 'pesanan',
      };
      for (const [key, body] of Object.entries(pictures))
        await store.put(key, Buffer.from(body), 'image/jpeg');
      // Another tool's object, with a key the app never writes: left out, and said so.
      shopBucket.objects.set('laporan lama/ekspor (1).csv', {
        body: Buffer.from('x'),
        type: 'text/csv',
        etag: '"1"',
        cacheControl: '',
      });
      // Two keys a page: the listing has to continue twice.
      shopBucket.listPageSize(2);

      const taken = await takeBackup(
        { ...t.config, fileStore: settings },
        {
          root: tempFolder('toko-s3-backup-'),
          now: new Date(),
          appVersion: 'test',
          dumpPglite: t.database.dump,
        },
      );
      expect(taken.manifest.file_store).toBe('s3');
      expect(taken.skippedObjects).toEqual(['laporan lama/ekspor (1).csv']);
      for (const [key, body] of Object.entries(pictures))
        expect(fs.readFileSync(path.join(taken.folder, 'files', key), 'utf8')).toBe(body);
      expect(Object.keys(taken.manifest.checksums).filter((name) => name.startsWith('files/'))).toHaveLength(
        3,
      );

      const report = await restoreDrill(taken.folder, process.env.TEST_DATABASE_URL);
      expect(report.bucketPictures).toBe(3);
      expect(drillText(report)).toContain(
        '- gambar bucket S3: 3 berkas ada di cadangan dengan checksum cocok',
      );

      // npm run restore into a new place, the pictures into the shop's (new) bucket.
      const target = tempFolder('toko-s3-restored-');
      const databaseUrl = onPostgres ? await emptyDatabase() : undefined;
      await restoreBackup(taken.folder, {
        ...(databaseUrl ? { databaseUrl } : { dataDir: target }),
        fileStoreDir: path.join(target, 'files'),
        bucket: createS3FileStore(await bucketSettings(newBucket, 'toko-gambar-baru')),
        force: false,
      });
      expect(
        Object.fromEntries([...newBucket.objects].map(([key, object]) => [key, object.body.toString()])),
      ).toEqual(pictures);
      expect(newBucket.objects.get('PST/logo/logo.png')?.type).toBe('image/png');
    } finally {
      await shopBucket.stop();
      await newBucket.stop();
    }
  });

  it('tells a failed backup in health and metrics, without taking the server out', async () => {
    const backups = t.backups;
    if (!backups) throw new Error('jadwal cadangan tidak aktif');
    // The folder of the next backup already exists: takeBackup refuses to write over it.
    fs.mkdirSync(path.join(dir, 'toko-20261123-200000'));
    const failed = await backups.runNow(new Date('2026-11-23T20:00:00.000Z'));
    expect(failed?.error).toMatch(/sudah ada/);
    const { status, body } = await ready(t);
    expect(status).toBe(200);
    expect(body.checks.backup?.ok).toBe(false);
    expect(body.checks.backup?.detail).toMatch(
      /^terakhir 2026-11-22T21:00:00\.000Z; .*; gagal 2026-11-23T20:00:00\.000Z: .*sudah ada/,
    );
    expect(sample(await scrape(t), 'toko_backups_total{hasil="gagal"}')).toBe(1);
    // The next success clears it.
    await backups.runNow(new Date('2026-11-24T20:00:00.000Z'));
    expect((await ready(t)).body.checks.backup?.ok).toBe(true);
  });

  it.runIf(onPostgres)(
    'skips a turn while another process of the database holds the backup lock',
    async () => {
      const backups = t.backups;
      if (!backups || !t.databaseUrl) throw new Error('jadwal cadangan tidak aktif');
      const other = new pg.Client({ connectionString: t.databaseUrl });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock($1)', [0x746f6b6f]);
        const before = wholeBackups(dir).length;
        expect(await backups.runNow(new Date('2026-11-25T20:00:00.000Z'))).toBeUndefined();
        expect(wholeBackups(dir).length).toBe(before);
        expect(sample(await scrape(t), 'toko_backups_total{hasil="dilewati"}')).toBe(1);
      } finally {
        await other.end();
      }
    },
  );
});

it('backs up on its own when the schedule comes, and a stopping server waits for it', async () => {
  const dir = tempFolder('toko-cron-');
  // Every second (croner's six fields): the first turn comes within a second of the start.
  const t = await createTestApp({
    env: { BACKUP_SCHEDULE: '* * * * * *', BACKUP_DIR: dir, BACKUP_KEEP: '1' },
  });
  try {
    await expect.poll(() => wholeBackups(dir).length, { timeout: 60_000, interval: 250 }).toBeGreaterThan(0);
  } finally {
    await t.close();
  }
  // Closed: no backup half-written, and only the newest kept.
  const names = fs.readdirSync(dir);
  expect(names.length).toBe(1);
  expect(fs.existsSync(path.join(dir, names[0] ?? '', MANIFEST_FILE))).toBe(true);
}, 90_000);
