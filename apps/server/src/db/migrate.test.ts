import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrationsFolder, openPostgres, pgliteExtensions, rowsOf } from './client.ts';
import { MigrationError, migrate, readMigrations } from './migrate.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A copy of this build's migrations that a test may change. */
function migrationsCopy(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

async function emptyPglite(): Promise<Db> {
  return drizzlePglite(new PGlite({ extensions: pgliteExtensions })) as unknown as Db;
}

const appliedCount = async (db: Db) =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]?.n;

describe('migrate', () => {
  it('reads each migration of the journal with its statements and drizzle-kit hash', () => {
    const migrations = readMigrations(migrationsFolder);
    expect(migrations[0]?.tag).toBe('0000_foundation');
    expect(migrations.map((migration) => migration.when)).toEqual(
      [...migrations.map((migration) => migration.when)].sort((a, b) => a - b),
    );
    for (const migration of migrations) {
      expect(migration.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(migration.statements.length).toBeGreaterThan(0);
    }
  });

  // One database for the two tests below: migrating an empty PGlite costs seconds.
  let db: Db;
  beforeAll(async () => {
    db = await emptyPglite();
  });
  afterAll(() => (db as unknown as { $client: PGlite }).$client.close());

  it('applies every migration once on an empty database, and nothing the second time', async () => {
    const all = readMigrations(migrationsFolder).map((migration) => migration.tag);
    expect(await migrate(db, migrationsFolder)).toEqual({ applied: all });
    expect(await migrate(db, migrationsFolder)).toEqual({ applied: [] });
    expect(await appliedCount(db)).toBe(all.length);
  });

  it('refuses a database whose applied migration has since changed in its file, changing nothing', async () => {
    const folder = migrationsCopy();
    const last = readMigrations(folder).at(-1)?.tag as string;
    fs.appendFileSync(path.join(folder, `${last}.sql`), '\n-- diubah setelah dirilis\n');
    await expect(migrate(db, folder)).rejects.toThrow(
      new MigrationError(
        `Migrasi ${last} di database berbeda dengan berkasnya di versi ini: migrasi tidak boleh diubah setelah dirilis. Database tidak diubah.`,
      ),
    );
    expect(await appliedCount(db)).toBe(readMigrations(migrationsFolder).length);
  });
});

describe.runIf(serverUrl)('migrate on PostgreSQL', () => {
  it('lets two processes starting at once on an empty database apply each migration once', async () => {
    const name = `toko_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const url = Object.assign(new URL(serverUrl as string), { pathname: `/${name}` }).toString();
    // Drizzle's own migrator took no lock: the second of two starts failed creating a table the
    // first had just made.
    const [first, second] = await Promise.all([openPostgres(url), openPostgres(url)]);
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );
    expect(await appliedCount(first.db)).toBe(readMigrations(migrationsFolder).length);
  });
});
