import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@toko/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed-demo.ts';
import { TEST_TIME_ZONE, testNow } from './test-clock.ts';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TestApp extends App {
  database: Database;
  config: Config;
  /** On PostgreSQL: the address of this test's own database. */
  databaseUrl?: string;
  /** One API request through the real HTTP stack: `call('PUT', 'group/3', token, body)`. */
  call(method: ApiMethod, path: string, token?: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** Moves the server's clock (date-block tests). */
  setNow(date: Date): void;
  login(kodeToko: string, userId: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

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
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  await seedDemo(database.db, { timeZone: TEST_TIME_ZONE, now: testNow(), goods: false });
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
  let now = testNow();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-test-'));
  const config: Config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...options.env,
    }),
    now: () => now,
  };
  const built = await buildApp(config, database);
  options.extend?.(built.app);
  await built.app.ready();

  return {
    ...built,
    database,
    config,
    databaseUrl,
    call: (method, path, token, payload) =>
      built.app.inject({
        method,
        url: `/api/${path}`,
        headers: token ? { 'x-auth-token': token } : {},
        payload: payload as Record<string, unknown> | undefined,
      }),
    setNow: (date: Date) => {
      now = date;
    },
    async login(kodeToko, userId, password = DEMO_PASSWORD) {
      const response = await built.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { kode_toko: kodeToko, user_id: userId, password },
      });
      if (response.statusCode !== 200) throw new Error(`login ${userId} gagal: ${response.body}`);
      return (response.json() as LoginResponse).token;
    },
    async close() {
      await built.app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
