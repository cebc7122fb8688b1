import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Barang } from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sellAndBuyBack } from '../../../test/buyback-fixtures.ts';
import { addPieces, pieceByBarcode, scanned } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { file, SAMPLE } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { type Database, openPglite, openPostgres } from '../../db/client.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import { BACKUP_ROUTE, readControl, TOKEN_HEADER } from './backup-control.ts';
import { FILES_FOLDER, MANIFEST_FILE, PGLITE_FILE, POSTGRES_FILE, readManifest } from './backup-manifest.ts';
import { restoreBackup } from './backup-restore.ts';
import { type TakenBackup, takeBackup } from './backup-take.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const folders: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

function tempFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

/**
 * The shop as `npm start` runs it: on PGlite a folder locked by this process and served over
 * a real socket (the backup asks the server for the copy); on PostgreSQL a database of its own.
 */
async function openOriginal(): Promise<TestApp> {
  const dataDir = tempFolder('toko-backup-original-');
  let database: Database | undefined;
  if (!onPostgres) {
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    database = await openPglite({ dataDir, loadDataDir: template });
  }
  const t = await createTestApp({ database, env: { DATA_DIR: dataDir } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

function backup(t: TestApp, onDatabaseCopied?: () => void): Promise<TakenBackup> {
  return takeBackup(
    { ...t.config, databaseUrl: t.databaseUrl },
    { root: tempFolder('toko-backups-'), now: new Date(), appVersion: 'test', onDatabaseCopied },
  );
}

/** Restores into a fresh data dir (PGlite) or a new database (PostgreSQL) and opens the real app on it. */
async function restoreCopy(folder: string): Promise<TestApp> {
  const dataDir = tempFolder('toko-backup-restored-');
  const fileStoreDir = path.join(dataDir, 'files');
  let database: Database;
  if (onPostgres) {
    const base = process.env.TEST_DATABASE_URL ?? '';
    const name = `toko_restore_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    });
    const url = new URL(base);
    url.pathname = `/${name}`;
    await restoreBackup(folder, { databaseUrl: url.toString(), fileStoreDir, force: false });
    database = await openPostgres(url.toString());
  } else {
    await restoreBackup(folder, { dataDir, fileStoreDir, force: false });
    database = await openPglite({ dataDir });
  }
  const t = await createTestApp({ database, env: { DATA_DIR: dataDir } });
  cleanups.push(() => t.close());
  return t;
}

async function ok(t: TestApp, method: 'GET' | 'POST', url: string, token: string, body?: object) {
  const response = await t.call(method, url, token, body);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

/**
 * A counter's request over the server's socket, as the browser sends it: requests injected
 * in-process would not take turns with the backup's, which arrives over the socket too.
 */
async function overHttp(t: TestApp, url: string, token: string, body: object) {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server not listening');
  const response = await fetch(`http://127.0.0.1:${address.port}/api/${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${url}: ${text}`).toBe(200);
  return JSON.parse(text);
}

async function sell(t: TestApp, token: string, piece: Barang, key: string): Promise<string> {
  const sale = await overHttp(t, 'penjualan', token, {
    kode_sales: 'S01',
    nama_customer: 'PELANGGAN',
    idempotency_key: `backup-${key}-xxxx`,
    items: [scanned(piece)],
    bayar: { cash: 100_000_000 },
  });
  await overHttp(t, 'penjualan/validasi', token, { no_faktur_group: [sale.no_faktur_group] });
  return sale.no_faktur_group as string;
}

const today = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };
const REPORTS = ['transaksi-penjualan', 'transaksi-pembelian', 'transaksi-keuangan-cash', 'barang-sumary'];
const DASHBOARD = ['penjualan/chart?type=today', 'pembelian/chart?type=today', 'cash/saldo'];

/** What the owner reads of the day: the reports, the dashboard cards and the till. */
async function whatTheOwnerSees(t: TestApp) {
  const owner = await t.login('PST', 'OWNER');
  const seen: Record<string, unknown> = {};
  for (const name of REPORTS) {
    // A paged report names the query it ran (query_id): an id of this server's run, not content.
    const { query_id: _run, ...report } = await ok(t, 'POST', `laporan/${name}`, owner, today);
    seen[name] = report;
  }
  for (const url of DASHBOARD) seen[url] = await ok(t, 'GET', url, owner);
  return seen;
}

let original: TestApp;
let owner: string;

beforeAll(async () => {
  original = await openOriginal();
  owner = await original.login('PST', 'OWNER');
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await original.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe('backup of a running shop, restored into a fresh place', () => {
  it('answers the same reports, dashboard and till, and shows the photo', async () => {
    const [bought, sold, pictured] = await addPieces(original, owner, [
      { nama_barang: 'CINCIN DIBELI KEMBALI' },
      { nama_barang: 'CINCIN TERJUAL' },
      { nama_barang: 'LIONTIN FOTO', kode_dept: 'CC' },
    ]);
    if (!bought || !sold || !pictured) throw new Error('pieces missing');
    const buyback = await sellAndBuyBack(original, owner, [bought]);
    const sale = await sell(original, owner, sold, 'day');
    await ok(original, 'POST', 'cash/uang-kas', owner, {
      kode_transaksi: 'MODAL',
      jumlah: 5_000_000,
      idempotency_key: 'backup-modal-xxxx',
    });
    const photo = file(SAMPLE.jpeg);
    const uploaded = await original.app.inject({
      method: 'POST',
      url: `/api/barang/${pictured.id}/photo`,
      headers: { ...photo.headers, 'x-auth-token': owner },
      payload: photo.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const taken = await backup(original);
    const names = fs.readdirSync(taken.folder).sort();
    expect(names).toEqual(
      [onPostgres ? POSTGRES_FILE : PGLITE_FILE, FILES_FOLDER, MANIFEST_FILE].sort((a, b) =>
        a.localeCompare(b),
      ),
    );
    expect(taken.fromServer).toBe(!onPostgres);
    expect(taken.manifest).toMatchObject({ kind: onPostgres ? 'postgres' : 'pglite', file_store: 'local' });
    expect(taken.manifest.row_counts.penjualan).toBeGreaterThanOrEqual(2);
    expect(Object.keys(taken.manifest.checksums)).toContain(
      `${FILES_FOLDER}/PST/barang/${pictured.kode_barcode}.jpg`,
    );

    const seen = await whatTheOwnerSees(original);
    // Not an empty day that any copy would match.
    expect(JSON.stringify(seen)).toContain(sale);
    expect(JSON.stringify(seen)).toContain(buyback.no_faktur_group);

    const restored = await restoreCopy(taken.folder);
    expect(await whatTheOwnerSees(restored)).toEqual(seen);
    const restoredOwner = await restored.login('PST', 'OWNER');
    const piece = await pieceByBarcode(restored, restoredOwner, pictured.kode_barcode);
    const served = await restored.app.inject({
      method: 'GET',
      url: new URL(piece.photo_url ?? '', 'http://x').pathname,
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLE.jpeg)).toBe(true);
  });

  it('taken while sales are being written, holds whole sales only: the balances reconcile', async () => {
    const pieces = await addPieces(
      original,
      owner,
      Array.from({ length: 60 }, (_, index) => ({ nama_barang: `CINCIN SERENTAK ${index}` })),
    );
    // Three counters sell one piece after another until the database is copied, then one
    // more each: the copy is taken between sales written before it and sales written after it.
    let backedUp = false;
    let written = 0;
    const counter = async (name: string) => {
      let last = false;
      while (!last) {
        last = backedUp;
        const piece = pieces.pop();
        if (!piece) throw new Error('not enough pieces for the counters');
        await sell(original, owner, piece, `${name}-${piece.kode_barcode}`);
        written++;
      }
    };
    const counters = ['a', 'b', 'c'].map(counter);
    while (written === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const taken = await backup(original, () => {
      backedUp = true;
    });
    await Promise.all(counters);

    const restored = await restoreCopy(taken.folder);
    await expectLedgerReconciles(restored.database.db, 'PST', TEST_TODAY);
    // Each validated sale whole: its cash rows, its pieces out of the trays (none half-booked).
    const { db } = restored.database;
    const rows = async (query: SQL) =>
      ((await db.execute(query)) as unknown as { rows: { v: string }[] }).rows;
    const validated = await rows(sql`select no_faktur_group as v from penjualan
      where kode_toko = 'PST' and tgl_system = ${TEST_TODAY} and status_valid = 'DONE' order by 1`);
    const booked = await rows(sql`select distinct deskripsi as v from keuangan
      where kode_toko = 'PST' and tanggal = ${TEST_TODAY} and kategori = 'PENJUALAN' order by 1`);
    expect(booked).toEqual(validated);
    const [lines] = await rows(sql`select count(*)::text as v from penjualan_detail d
      join penjualan p on p.no_faktur_group = d.no_faktur_group
      where p.kode_toko = 'PST' and p.tgl_system = ${TEST_TODAY} and p.status_valid = 'DONE'`);
    const [sold] = await rows(sql`select coalesce(sum(stock), 0)::text as v from barang_mutasi
      where kode_toko = 'PST' and tanggal = ${TEST_TODAY} and kolom = 'jual'`);
    expect(sold?.v).toBe(lines?.v);
    // Some sales before the copy, some after it.
    expect(validated.length).toBeGreaterThan(0);
    expect(validated.length).toBeLessThan(written);
  });
});

describe('restore refuses', () => {
  it('a target that already holds a database, unless forced; and a changed backup', async () => {
    const taken = await backup(original);
    const dataDir = tempFolder('toko-backup-target-');
    const target = {
      dataDir,
      databaseUrl: onPostgres ? original.databaseUrl : undefined,
      fileStoreDir: path.join(dataDir, 'files'),
      force: false,
    };
    if (!onPostgres) {
      await restoreBackup(taken.folder, target);
      await expect(restoreBackup(taken.folder, target)).rejects.toThrow(
        'sudah berisi database. Pakai --force',
      );
      await restoreBackup(taken.folder, { ...target, force: true });
      await expect(
        restoreBackup(taken.folder, {
          ...target,
          databaseUrl: 'postgres://root@127.0.0.1/toko',
          force: true,
        }),
      ).rejects.toThrow('bukan ke PostgreSQL');
    } else {
      // The original's own database is not empty.
      await expect(restoreBackup(taken.folder, target)).rejects.toThrow('sudah berisi tabel. Pakai --force');
    }

    const manifest = readManifest(taken.folder);
    fs.appendFileSync(path.join(taken.folder, onPostgres ? POSTGRES_FILE : PGLITE_FILE), 'x');
    await expect(restoreBackup(taken.folder, { ...target, force: true })).rejects.toThrow(
      'berubah (checksum berbeda)',
    );
    expect(manifest.checksums).not.toEqual({});
  });

  it.skipIf(onPostgres)('on PGlite, a folder a running server holds', async () => {
    const taken = await backup(original);
    await expect(
      restoreBackup(taken.folder, {
        dataDir: original.config.dataDir,
        fileStoreDir: original.config.fileStoreDir,
        force: true,
      }),
    ).rejects.toThrow(`sedang memakai ${original.config.dataDir}`);
  });
});

describe('the server side of a PGlite backup', () => {
  it.skipIf(onPostgres)('answers only the token of its control file', async () => {
    const control = readControl(original.config.dataDir);
    expect(control?.pid).toBe(process.pid);
    expect(fs.statSync(path.join(original.config.dataDir, 'backup-control.json')).mode & 0o777).toBe(0o600);
    for (const headers of [
      {},
      { [TOKEN_HEADER]: 'salah' },
      { [TOKEN_HEADER]: `${control?.token.slice(1)}x` },
    ]) {
      const response = await original.app.inject({ method: 'POST', url: BACKUP_ROUTE, headers });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 403,
        body: { message: SERVER_TEXTS.backup.ditolak },
      });
    }
    // Not from another machine, even with the token.
    const remote = await original.app.inject({
      method: 'POST',
      url: BACKUP_ROUTE,
      headers: { [TOKEN_HEADER]: control?.token ?? '' },
      remoteAddress: '192.168.1.20',
    });
    expect(remote.statusCode).toBe(403);
  });
});
