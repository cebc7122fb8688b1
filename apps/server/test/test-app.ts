import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { userMenu, users } from '../src/db/schema/index.ts';
import { appOnDatabase, type TestApp } from './app-on-database.ts';

export type { ApiMethod, TestApp } from './app-on-database.ts';

async function openTestDatabase(): Promise<{
  database: Database;
  databaseUrl?: string;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = inject('pgliteTemplate');
    const database = await openPglite({ loadDataDir: new Blob([fs.readFileSync(template)]) });
    return { database, drop: async () => {} };
  }
  // A database of its own per test file, dropped afterwards.
  const name = `toko_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // A copy of the run's migrated and seeded template (global-setup.ts).
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    database,
    databaseUrl: target.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * The real app on a real, migrated and seeded database of its own, or on `database` (closed
 * with the app; the restore tests open a restored copy). `extend` may add routes before the
 * app is ready (the access-guard tests use it).
 */
export async function createTestApp(
  options: { extend?: (app: FastifyInstance) => void; env?: NodeJS.ProcessEnv; database?: Database } = {},
): Promise<TestApp> {
  const { database, databaseUrl, drop } = options.database
    ? { database: options.database, databaseUrl: undefined, drop: async () => {} }
    : await openTestDatabase();
  return appOnDatabase(database, { ...options, drop, databaseUrl });
}

/** Adds menu items to a user of the caller's shop, the way an owner does on Hak Akses. */
export async function grantMenus(t: TestApp, ownerToken: string, userId: string, keys: string[]) {
  const users = (await t.call('GET', 'users/get/all', ownerToken)).json() as {
    id: number;
    user_id: string;
  }[];
  const user = users.find((candidate) => candidate.user_id === userId);
  if (!user) throw new Error(`user ${userId} tidak ada`);
  const current = (await t.call('GET', `users/${user.id}/menu`, ownerToken)).json() as {
    menu_keys: string[];
  };
  const response = await t.call('PUT', `users/${user.id}/menu`, ownerToken, {
    menu_keys: [...new Set([...current.menu_keys, ...keys])],
  });
  if (response.statusCode !== 200) throw new Error(`hak akses ${userId}: ${response.body}`);
}

/**
 * Takes menu items away from a demo user straight in the database, before the user signs in:
 * a test's user who may do one thing of a screen but not another (a supervisor without the
 * dashboard, a cashier who serves no counter).
 */
export async function revokeMenus(t: TestApp, kodeToko: string, userId: string, keys: string[]) {
  const { db } = t.database;
  await db.delete(userMenu).where(
    and(
      inArray(userMenu.menu_key, keys),
      inArray(
        userMenu.user_ref,
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.kode_toko, kodeToko), eq(users.user_id, userId))),
      ),
    ),
  );
}
