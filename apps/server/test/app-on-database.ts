import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@toko/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/demo/seed-demo.ts';
import { testNow } from './test-clock.ts';

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

/**
 * The real app on an open, migrated and seeded database, its clock at the tests' fixed day.
 * Free of the test runner, so scripts (check:books) stand on the same app the tests do.
 * `drop` runs after the database is closed.
 */
export async function appOnDatabase(
  database: Database,
  options: {
    extend?: (app: FastifyInstance) => void;
    env?: NodeJS.ProcessEnv;
    drop?: () => Promise<void>;
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  let now = testNow();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-test-'));
  const config: Config = {
    ...loadConfig({
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...options.env,
    }),
    // PostgreSQL: this test's own database, as DATABASE_URL would name it (the scheduled backups' pg_dump).
    ...(options.databaseUrl && { databaseUrl: options.databaseUrl }),
    now: () => now,
  };
  const built = await buildApp(config, database);
  options.extend?.(built.app);
  await built.app.ready();

  return {
    ...built,
    database,
    config,
    databaseUrl: options.databaseUrl,
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
      // Dropped and removed even when closing fails (a run stopped mid-request).
      try {
        await built.app.close();
        await database.close();
      } finally {
        await options.drop?.();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
