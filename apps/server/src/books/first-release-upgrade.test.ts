import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnDatabase, type TestApp } from '../../test/app-on-database.ts';
import { adminStatement } from '../../test/postgres-admin.ts';
import { killServerProcesses, refusedStart } from '../../test/server-process.ts';
import {
  type Database,
  type Db,
  migrationsFolder,
  openPglite,
  openPostgres,
  pgliteExtensions,
  pgliteFolder,
  rowsOf,
} from '../db/client.ts';
import { MigrationError, migrate, migrationTime, readMigrations } from '../db/migrate.ts';
import { BooksRig } from './books-run.ts';
import { eodMatchesDay } from './check-eod.ts';

/**
 * Upgrades proven (issue 31 item 5, decision 050): the database of the first release (c4997ad,
 * the landing that resolved issue 17), made by that release's own code — the demo chain and
 * six days of trading and closings — upgraded by this build's migrations. The fixture and the
 * answers its screens gave were made by scripts/first-release/make-fixture.ts.
 */
const fixtures = path.resolve(import.meta.dirname, '../../test/fixtures/first-release');
const FIRST_RELEASE_MIGRATIONS = 27;
const answers = JSON.parse(fs.readFileSync(path.join(fixtures, 'first-release-answers.json'), 'utf8')) as {
  tanggal: string;
} & Record<string, unknown>;
const dumpSql = gunzipSync(fs.readFileSync(path.join(fixtures, 'first-release.sql.gz'))).toString('utf8');
const serverUrl = process.env.TEST_DATABASE_URL;

/** A database holding the first release's dump, not yet migrated by this build. */
interface FirstRelease {
  /**
   * Drizzle on it, with no migration run: in memory on PGlite unless `folder` (a DATA_DIR)
   * is given; `env` names it to a server process.
   */
  raw(folder?: string): Promise<{ db: Db; env: NodeJS.ProcessEnv; close(): Promise<void> }>;
  /** Opened the way the server opens a database: migrated to this build. */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function firstRelease(): Promise<FirstRelease> {
  if (!serverUrl) {
    const loader = new PGlite({ extensions: pgliteExtensions });
    await loader.exec(dumpSql);
    const dump = await loader.dumpDataDir('gzip');
    await loader.close();
    return {
      async raw(folder) {
        // A folder is loaded once; opened again, it holds what the last opening left.
        const loaded = folder && fs.existsSync(path.join(pgliteFolder(folder), 'PG_VERSION'));
        const settings = { loadDataDir: loaded ? undefined : dump, extensions: pgliteExtensions };
        const client = folder ? new PGlite(pgliteFolder(folder), settings) : new PGlite(settings);
        const env = { DATA_DIR: folder };
        return { db: drizzlePglite(client) as unknown as Db, env, close: () => client.close() };
      },
      open: () => openPglite({ loadDataDir: dump }),
      dispose: async () => {},
    };
  }
  const name = `toko_upgrade_${randomBytes(5).toString('hex')}`;
  const admin = (statement: string) => adminStatement(serverUrl, statement);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  await admin(`CREATE DATABASE ${name}`);
  const loader = new pg.Client({ connectionString: url });
  await loader.connect();
  await loader.query(dumpSql);
  await loader.end();
  return {
    async raw() {
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      return { db: drizzlePg(pool) as unknown as Db, env: { DATABASE_URL: url }, close: () => pool.end() };
    },
    open: () => openPostgres(url),
    dispose: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The migrations the database records as applied, oldest first. */
const recorded = (db: Db) =>
  rowsOf<{ hash: string; created_at: string }>(
    db,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
  );

let release: FirstRelease;
beforeAll(async () => {
  release = await firstRelease();
}, 120_000);
afterAll(() => release?.dispose());

describe('a database of the first release', () => {
  it('was made by the first release migrations, unchanged since (forward-only)', async () => {
    const { db, close } = await release.raw();
    try {
      const rows = await recorded(db);
      expect(rows).toHaveLength(FIRST_RELEASE_MIGRATIONS);
      const files = readMigrations(migrationsFolder).slice(0, FIRST_RELEASE_MIGRATIONS);
      expect(rows.map((row) => [Number(row.created_at), row.hash])).toEqual(
        files.map((file) => [file.when, file.hash]),
      );
    } finally {
      await close();
    }
  });

  it('stays as it was when a migration of the upgrade fails, which the error names', async () => {
    // This build's migrations and one more that the first release's rows violate: its first
    // statement succeeds, its second cannot.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-migrations-'));
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const last = journal.entries.at(-1) as { idx: number; when: number };
    const tag = `${String(last.idx + 1).padStart(4, '0')}_uji_gagal`;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    fs.writeFileSync(
      path.join(folder, `${tag}.sql`),
      'CREATE TABLE "uji_upgrade" ("id" integer);\n--> statement-breakpoint\n' +
        'ALTER TABLE "penjualan" ADD CONSTRAINT "uji_total_negatif" CHECK ("total" < 0);',
    );
    const pending = journal.entries.length - FIRST_RELEASE_MIGRATIONS;
    const { db, close } = await release.raw();
    try {
      const error = await migrate(db, folder).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as Error).message).toMatch(
        new RegExp(
          `^Pembaruan database gagal pada migrasi ${tag} \\(perintah 2 dari 2\\): .*uji_total_negatif.*\\. ` +
            `Database tidak diubah: ${pending} migrasi yang tertunda dibatalkan semuanya\\.`,
        ),
      );
      expect(await recorded(db)).toHaveLength(FIRST_RELEASE_MIGRATIONS);
      // Neither the failed migration's first statement nor the migrations before it in the batch.
      const [tables] = await rowsOf<{ uji: string | null; laporan_query: string | null }>(
        db,
        sql`select to_regclass('public.uji_upgrade')::text as uji, to_regclass('public.laporan_query')::text as laporan_query`,
      );
      expect(tables).toEqual({ uji: null, laporan_query: null });
    } finally {
      await close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('upgraded by this build', () => {
  let t: TestApp;
  let owner: string;
  // The app on the upgraded database; the books' rig trades on it and closes it at the end.
  const rig = new BooksRig({ newApp: async () => t, eodSummary: eodMatchesDay });
  beforeAll(async () => {
    t = await appOnDatabase(await release.open());
    t.setNow(new Date(`${answers.tanggal}T10:00:00+07:00`));
    owner = await t.login('PST', 'OWNER');
  }, 120_000);
  afterAll(() => rig.close());

  it('records every migration of this build once', async () => {
    const rows = await recorded(t.database.db);
    expect(rows.map((row) => Number(row.created_at))).toEqual(
      readMigrations(migrationsFolder).map((file) => file.when),
    );
    expect(await migrate(t.database.db, migrationsFolder)).toEqual({ applied: [] });
  });

  it('answers the screens as the first release did', async () => {
    for (const [request, answer] of Object.entries(answers)) {
      if (request === 'tanggal') continue;
      const [method, url] = request.split(' ') as ['GET' | 'POST', string];
      const body =
        method === 'POST' ? { tgl_from: '2026-11-01', tgl_to: answers.tanggal, limit: 100 } : undefined;
      const response = await t.call(method, url, owner, body);
      expect(response.statusCode, request).toBe(200);
      expect(response.json(), request).toMatchObject(answer as object);
    }
  });

  it('keeps the books balanced, and trades and closes days on them with this build', async () => {
    // Each sequence first checks the books as it finds them (the upgraded first release's), then
    // runs this build's operations, closings included, checking after every step.
    await fc.assert(rig.property(15), { seed: 3105, numRuns: 6 });
  }, 300_000);
});

describe('a database a newer version has upgraded', () => {
  afterAll(() => killServerProcesses());

  it('is refused by the server at start, with the reason, and left untouched', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-newer-'));
    const { db, env, close } = await release.raw(folder);
    try {
      const newer = Math.max(...readMigrations(migrationsFolder).map((file) => file.when)) + 86_400_000;
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('versi-baru', ${newer})`,
      );
      const before = await recorded(db);
      await close();
      const { code, stderr } = await refusedStart(env);
      expect(code).toBe(1);
      expect(stderr).toContain(
        `Gagal membuka database: Database ini sudah diperbarui oleh versi aplikasi yang lebih baru (migrasi ${migrationTime(newer)} tidak dikenal versi ini).`,
      );
      const after = await release.raw(folder);
      expect(await recorded(after.db)).toEqual(before);
      await after.close();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
