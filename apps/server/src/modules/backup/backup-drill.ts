import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { FILES_FOLDER, readManifest, sha256File } from './backup-manifest.ts';
import { restoreBackup } from './backup-restore.ts';

export interface DrillReport {
  folder: string;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  appVersion: string;
  migrations: number;
  /** Every file of the backup matched its checksum before anything was restored. */
  checkedFiles: number;
  rows: number;
  tables: number;
  /** Pictures restored into the scratch file store, each matching its checksum again. */
  restoredPictures: number;
  /** Pictures kept in the backup for a bucket (FILE_STORE=s3), checked but not uploaded anywhere. */
  bucketPictures: number;
  ms: number;
}

/** A scratch database on the server of `serverUrl`, dropped afterwards whatever happens. */
async function scratchDatabase<T>(serverUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `toko_drill_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    try {
      return await work(target.toString());
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * The restore drill (issue 31 item 4): the backup restored into a scratch place exactly as
 * `npm run restore` restores it (checksums of every file first; the database loaded, its rows
 * counted table by table against the manifest; the migrations of this build run; the pictures
 * copied), then every restored picture's checksum compared again, then the scratch place
 * removed. A PostgreSQL backup needs a server to make the scratch database on (`serverUrl`).
 * Throws with the differences when anything does not match.
 */
export async function restoreDrill(folder: string, serverUrl?: string): Promise<DrillReport> {
  const started = Date.now();
  const manifest = readManifest(folder);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-drill-'));
  const fileStoreDir = path.join(scratch, 'files');
  const pictures = Object.keys(manifest.checksums).filter((name) => name.startsWith(`${FILES_FOLDER}/`));
  try {
    if (manifest.kind === 'pglite') {
      await restoreBackup(folder, { dataDir: scratch, fileStoreDir, force: false });
    } else {
      if (!serverUrl)
        throw new Error(
          'Uji pemulihan cadangan PostgreSQL butuh server untuk database sementara: isi DATABASE_URL',
        );
      await scratchDatabase(serverUrl, (databaseUrl) =>
        restoreBackup(folder, { databaseUrl, fileStoreDir, force: false }),
      );
    }
    let restoredPictures = 0;
    if (manifest.file_store === 'local') {
      const wrong = pictures.filter((name) => {
        const restored = path.join(fileStoreDir, name.slice(FILES_FOLDER.length + 1));
        return !fs.existsSync(restored) || sha256File(restored) !== manifest.checksums[name];
      });
      if (wrong.length > 0)
        throw new Error(`Gambar hasil pemulihan berbeda dari cadangan: ${wrong.join(', ')}`);
      restoredPictures = pictures.length;
    }
    const counts = Object.values(manifest.row_counts);
    return {
      folder,
      kind: manifest.kind,
      createdAt: manifest.created_at,
      appVersion: manifest.app_version,
      migrations: manifest.migrations,
      checkedFiles: Object.keys(manifest.checksums).length,
      rows: counts.reduce((sum, n) => sum + n, 0),
      tables: counts.length,
      restoredPictures,
      bucketPictures: manifest.file_store === 's3' ? pictures.length : 0,
      ms: Date.now() - started,
    };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The drill's report as the operator reads it (and CI prints it). */
export function drillText(report: DrillReport): string {
  return [
    `Uji pemulihan ${path.basename(report.folder)}: ${report.kind}, dibuat ${report.createdAt}, versi ${report.appVersion}, ${report.migrations} migrasi`,
    `- checksum: ${report.checkedFiles} berkas cocok dengan manifest`,
    `- baris: ${report.rows} baris di ${report.tables} tabel sama dengan manifest setelah dipulihkan`,
    report.bucketPictures > 0
      ? `- gambar bucket S3: ${report.bucketPictures} berkas ada di cadangan dengan checksum cocok`
      : `- gambar: ${report.restoredPictures} berkas dipulihkan, checksum cocok`,
    `- selesai dalam ${report.ms} ms; tempat uji sudah dihapus`,
  ].join('\n');
}
